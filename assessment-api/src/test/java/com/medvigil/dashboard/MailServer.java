package com.medvigil.dashboard;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.mail.Address;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;

import org.springframework.boot.test.util.TestPropertyValues;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;

/**
 * A real SMTP server (GreenMail) in the test JVM, on a free port so that parallel builds on one
 * machine do not collide. One for the whole run: the shared application context mails to it, and
 * each test reads the mails sent to its own fresh addresses.
 */
public final class MailServer {

    public static final String SENDER = "no-reply@medvigil.example";
    private static final Pattern LINK = Pattern.compile("https?://\\S+/dashboard/sign-in/link\\?token=[A-Za-z0-9_-]{43}");
    private static final GreenMail SMTP = start();

    private MailServer() {
    }

    private static GreenMail start() {
        GreenMail smtp = new GreenMail(ServerSetupTest.SMTP.dynamicPort());
        smtp.start();
        Runtime.getRuntime().addShutdownHook(new Thread(smtp::stop, "greenmail-stop"));
        return smtp;
    }

    public static int port() {
        return SMTP.getSmtp().getPort();
    }

    /** The mails received so far for this address, oldest first. */
    public static List<MimeMessage> mailsTo(String address) {
        List<MimeMessage> found = new ArrayList<>();
        for (MimeMessage message : SMTP.getReceivedMessages()) {
            if (isTo(message, address)) {
                found.add(message);
            }
        }
        return found;
    }

    /** Waits for the {@code number}-th mail to this address (1 is the first) and answers the sign-in link in it. */
    public static String awaitLink(String address, int number) {
        await().atMost(Duration.ofSeconds(15)).until(() -> mailsTo(address).size() >= number);
        return linkIn(mailsTo(address).get(number - 1));
    }

    public static String linkIn(MimeMessage message) {
        String text = text(message);
        Matcher link = LINK.matcher(text);
        if (!link.find()) {
            throw new AssertionError("No sign-in link in the mail: " + text);
        }
        return link.group();
    }

    public static String text(MimeMessage message) {
        try {
            return message.getContent().toString();
        } catch (IOException | MessagingException e) {
            throw new AssertionError("Unreadable mail", e);
        }
    }

    private static boolean isTo(MimeMessage message, String address) {
        try {
            Address[] recipients = message.getRecipients(Message.RecipientType.TO);
            return recipients != null && Arrays.stream(recipients).anyMatch(r -> r.toString().equalsIgnoreCase(address));
        } catch (MessagingException e) {
            throw new AssertionError("Unreadable mail", e);
        }
    }

    /** Points the application's standard SMTP settings at this server. */
    public static final class Settings implements ApplicationContextInitializer<ConfigurableApplicationContext> {

        @Override
        public void initialize(ConfigurableApplicationContext context) {
            TestPropertyValues.of(
                    "spring.mail.host=127.0.0.1",
                    "spring.mail.port=" + port(),
                    "medvigil.dashboard.mail-from=MedVigil <" + SENDER + ">").applyTo(context);
        }
    }
}
