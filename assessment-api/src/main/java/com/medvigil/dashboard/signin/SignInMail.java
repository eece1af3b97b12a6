package com.medvigil.dashboard.signin;

import java.time.Duration;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

import com.medvigil.dashboard.DashboardProperties;
import com.medvigil.model.tenant.AdminEmail;

/**
 * Mails a sign-in link through the SMTP server of {@code spring.mail.*}. Without one (the
 * embedded default) the link is written to the log instead, so that a developer can sign in on
 * their own machine; with one, a link never appears in the log.
 */
@Component
class SignInMail {

    private static final Logger log = LoggerFactory.getLogger(SignInMail.class);

    private final JavaMailSender sender;
    private final String from;
    private final Duration validity;

    SignInMail(ObjectProvider<JavaMailSender> senders, DashboardProperties properties) {
        this.sender = senders.getIfAvailable();
        this.from = properties.mailFrom();
        this.validity = properties.linkValidity();
        if (sender == null) {
            log.info("No SMTP server is configured (spring.mail.host): dashboard sign-in links will be written to this"
                    + " log, for local development");
            return;
        }
        requireSender(from);
        if (properties.publicBaseUrl() == null) {
            log.warn("medvigil.dashboard.public-base-url is not set: sign-in links are built from the host each request"
                    + " names. Set it to the address people use, so that no forged Host header can point a link elsewhere");
        }
    }

    void send(AdminEmail to, String link) {
        if (sender == null) {
            log.info("Dashboard sign-in link (logged because no SMTP server is configured): {}", link);
            return;
        }
        SimpleMailMessage message = new SimpleMailMessage();
        message.setFrom(from);
        message.setTo(to.value());
        message.setSubject("Your MedVigil sign-in link");
        message.setText(text(link));
        sender.send(message);
    }

    private String text(String link) {
        return """
                Hello,

                someone asked to sign in to the MedVigil dashboard with this e-mail address.
                To sign in, open this link within %d minutes:

                %s

                The link works once. If you did not ask to sign in, ignore this mail:
                nobody can sign in without the link.

                MedVigil
                """.formatted(validity.toMinutes(), link);
    }

    /** A missing or malformed sender would only show at the first sign-in; refuse to start instead. */
    private static void requireSender(String from) {
        if (from == null) {
            throw new IllegalStateException("medvigil.dashboard.mail-from (MEDVIGIL_DASHBOARD_MAILFROM) must be set when"
                    + " spring.mail.host is: it is the sender of sign-in mails");
        }
        try {
            new InternetAddress(from, true).validate();
        } catch (AddressException e) {
            throw new IllegalStateException("medvigil.dashboard.mail-from is not an e-mail address: " + e.getMessage(), e);
        }
    }
}
