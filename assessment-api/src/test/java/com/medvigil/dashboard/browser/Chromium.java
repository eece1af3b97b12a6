package com.medvigil.dashboard.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedCondition;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import com.medvigil.dashboard.MailServer;
import com.medvigil.dashboard.RegisteredClinic;
import com.medvigil.testing.Api;

/**
 * A real headless Chromium (Debian's {@code chromium} and {@code chromium-driver}, which
 * {@code .ci/run} installs) with a fresh profile, for each test of the class that registers it
 * ({@code @RegisterExtension final Chromium chromium = new Chromium();}): started before the test
 * against the service its Spring context runs, closed after it with its profile deleted. Without
 * the packages the browser tests are skipped with a visible notice, except in CI, where
 * {@code MEDVIGIL_REQUIRE_BROWSER=true} turns that into a failure.
 */
final class Chromium implements BeforeEachCallback, AfterEachCallback {

    static final Path BROWSER = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    /** Long enough for a cold page on two busy cores; waits end as soon as the page is there. */
    private static final Duration PATIENCE = Duration.ofSeconds(20);

    private WebDriver driver;
    private Path profile;
    private String baseUrl;

    /** Starts the browser for the test's service, sized like a tablet held upright. */
    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        requireInstalled();
        profile = Files.createTempDirectory("medvigil-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().window().setSize(new Dimension(820, 1180));
        baseUrl = "http://localhost:" + Api.ofRunningService(context).port();
    }

    private static void requireInstalled() {
        if (Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER)) {
            return;
        }
        String notice = "NOTICE: " + BROWSER + " or " + DRIVER + " is missing, so the dashboard's browser tests did not run"
                + " (apt-get install chromium chromium-driver)";
        if ("true".equalsIgnoreCase(System.getenv("MEDVIGIL_REQUIRE_BROWSER"))) {
            Assertions.fail(notice + "; MEDVIGIL_REQUIRE_BROWSER=true");
        }
        System.err.println(notice);
        Assumptions.abort(notice);
    }

    WebDriver driver() {
        return driver;
    }

    /** Opens a path of the service, or a full URL such as a link from a mail. */
    void open(String pathOrUrl) {
        driver.get(pathOrUrl.startsWith("http") ? pathOrUrl : baseUrl + pathOrUrl);
    }

    WebElement await(By what) {
        return until(ExpectedConditions.visibilityOfElementLocated(what));
    }

    WebElement awaitClickable(By what) {
        return until(ExpectedConditions.elementToBeClickable(what));
    }

    <T> T until(ExpectedCondition<T> condition) {
        return new WebDriverWait(driver, PATIENCE).until(condition);
    }

    /** Signs the tenant's administrator in as a person does: the sign-in form, the mailed link, the tenant's button. */
    void signIn(RegisteredClinic clinic) {
        open("/dashboard/sign-in");
        await(By.id("email")).sendKeys(clinic.adminEmail());
        awaitClickable(By.cssSelector("main form button[type=submit]")).click();
        await(By.id("sent"));
        open(MailServer.awaitLink(clinic.adminEmail(), 1));
        awaitClickable(By.cssSelector("button[data-tenant-code='" + clinic.tenant().code() + "']")).click();
        awaitPage("/dashboard/assessments");
        assertThat(await(By.cssSelector(".tenant")).getText()).contains(clinic.name());
    }

    /**
     * Sizes the viewport (what a page can use, not the window around it) to width x height CSS
     * pixels, as a screen of that size shows the page: the window is set, then grown by whatever
     * the browser's own frame takes.
     */
    void resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
        List<?> inner = (List<?>) ((JavascriptExecutor) driver).executeScript("return [window.innerWidth, window.innerHeight]");
        int frameWidth = width - ((Number) inner.get(0)).intValue();
        int frameHeight = height - ((Number) inner.get(1)).intValue();
        if (frameWidth != 0 || frameHeight != 0) {
            driver.manage().window().setSize(new Dimension(width + frameWidth, height + frameHeight));
        }
    }

    /** Saves what the browser shows as a PNG under target/screenshots, for a person to look at. */
    Path screenshot(String name) {
        Path file = Path.of("target", "screenshots", name + ".png");
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** Waits until the page at this path (query aside) has loaded. */
    void awaitPage(String path) {
        until(d -> {
            String url = d.getCurrentUrl();
            String withoutQuery = url.contains("?") ? url.substring(0, url.indexOf('?')) : url;
            return withoutQuery.equals(baseUrl + path) && "complete".equals(
                    ((JavascriptExecutor) d).executeScript("return document.readyState"));
        });
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (driver == null) {
            return; // not started: the packages are missing
        }
        try {
            driver.quit();
        } finally {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            } catch (IOException e) {
                System.err.println("Could not delete the Chromium profile " + profile + ": " + e);
            }
        }
    }
}
