// The dashboard's only script. A button with data-copy-target copies the value of the field it
// names (the new API key). Without JavaScript the button stays hidden and the value, in a
// read-only field, is selected and copied by hand. A table row with data-href opens that page
// when clicked anywhere but on its own links and form controls; the row's links remain the way
// in for the keyboard and without JavaScript.
(function () {
    'use strict';

    function copyButton(button) {
        var field = document.getElementById(button.getAttribute('data-copy-target'));
        var status = document.getElementById('copy-result');
        if (!field) {
            return;
        }
        function say(text) {
            if (status) {
                status.textContent = text;
            }
        }
        function copied() {
            button.textContent = 'Copied';
            say('The key is on your clipboard.');
        }
        function byHand() {
            field.focus();
            field.select();
            say('Press Ctrl+C (or \u2318C) to copy the selected key.');
        }
        function withSelection() {
            field.focus();
            field.select();
            try {
                if (document.execCommand('copy')) {
                    copied();
                    return;
                }
            } catch (ignored) {
                // fall through to copying by hand
            }
            byHand();
        }
        button.hidden = false;
        button.addEventListener('click', function () {
            if (navigator.clipboard && window.isSecureContext) {
                navigator.clipboard.writeText(field.value).then(copied, withSelection);
            } else {
                withSelection();
            }
        });
    }

    function rowLink(row) {
        row.addEventListener('click', function (event) {
            if (event.defaultPrevented || event.button !== 0 || event.target.closest('a, button, input, select, label, textarea, form')) {
                return;
            }
            if (window.getSelection && String(window.getSelection()).length > 0) {
                return; // the reader was selecting text, not opening the row
            }
            if (event.ctrlKey || event.metaKey || event.shiftKey) {
                window.open(row.getAttribute('data-href'), '_blank', 'noopener');
            } else {
                window.location.assign(row.getAttribute('data-href'));
            }
        });
    }

    document.querySelectorAll('[data-copy-target]').forEach(copyButton);
    document.querySelectorAll('tr[data-href]').forEach(rowLink);
}());
