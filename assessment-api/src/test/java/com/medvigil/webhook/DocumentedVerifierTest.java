package com.medvigil.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import com.medvigil.testing.Api;
import com.medvigil.testing.ApiTest;
import com.medvigil.testing.TestTenant;
import com.medvigil.webhook.Receiver.ReceivedDelivery;

import io.restassured.http.ContentType;
import io.restassured.response.Response;

/** The receiver's example in docs/webhooks.md, compiled as it is printed, accepts real deliveries and nothing else. */
@ApiTest
class DocumentedVerifierTest {

    @LocalServerPort
    int port;
    @Autowired
    ApplicationContext application;
    @TempDir
    Path classes;

    @RegisterExtension
    final Receiver receiver = new Receiver();

    @Test
    void theDocumentedExampleVerifiesARealDelivery() throws Exception {
        Method isValid = compileDocumentedVerifier();
        Api api = new Api(port);
        TestTenant tenant = api.registerTenant();
        Response created = api.as(tenant).contentType(ContentType.JSON)
                .body("{\"name\": \"docs\", \"url\": \"" + receiver.url() + "\", \"events\": [\"assessment.completed\"]}")
                .post("/v1/webhooks");
        String secret = created.path("secret");

        new OutcomePublisher(application).completed(tenant.tenantId());
        ReceivedDelivery delivery = receiver.next(Duration.ofSeconds(10));
        byte[] body = delivery.body().getBytes(StandardCharsets.UTF_8);

        assertThat(isValid.invoke(null, secret, delivery.timestamp(), delivery.signature(), body)).isEqualTo(true);
        assertThat(isValid.invoke(null, secret + "x", delivery.timestamp(), delivery.signature(), body)).isEqualTo(false);
        assertThat(isValid.invoke(null, secret, delivery.timestamp(), delivery.signature(),
                (delivery.body() + " ").getBytes(StandardCharsets.UTF_8))).isEqualTo(false);
        long stale = Long.parseLong(delivery.timestamp()) - 301;
        assertThat(isValid.invoke(null, secret, Long.toString(stale),
                "v1=" + ReceiverVerification.hmacSha256Hex(secret, stale + "." + delivery.body()), body)).isEqualTo(false);
        assertThat(isValid.invoke(null, secret, null, delivery.signature(), body)).isEqualTo(false);
    }

    private Method compileDocumentedVerifier() throws Exception {
        String doc = Files.readString(repositoryRoot().resolve("docs/webhooks.md"));
        Matcher block = Pattern.compile("```java\\n(import [^`]*?public final class MedVigilSignature[^`]*?)```").matcher(doc);
        assertThat(block.find()).as("docs/webhooks.md has the MedVigilSignature example").isTrue();
        Path source = classes.resolve("MedVigilSignature.java");
        Files.writeString(source, block.group(1));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assertThat(compiler.run(null, null, null, "-d", classes.toString(), source.toString())).isZero();
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader());
        return loader.loadClass("MedVigilSignature")
                .getMethod("isValid", String.class, String.class, String.class, byte[].class);
    }

    private static Path repositoryRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("mvnw"))) {
            dir = dir.getParent();
        }
        return dir;
    }
}
