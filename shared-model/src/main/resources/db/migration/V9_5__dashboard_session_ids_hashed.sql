-- Dashboard sessions are found by the SHA-256 of their cookie's secret (64 hex characters), as API
-- keys and sign-in links are, so that a copy of these tables signs nobody in. Sessions of earlier
-- versions were stored under the cookie's own value: they are deleted (their attributes go with
-- them), and their administrators sign in again.
DELETE FROM spring_session;
ALTER TABLE spring_session ALTER COLUMN session_id SET DATA TYPE CHAR(64);
