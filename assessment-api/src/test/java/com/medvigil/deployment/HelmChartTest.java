package com.medvigil.deployment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.Yaml;

import com.marcnuri.helm.Helm;
import com.marcnuri.helm.LintResult;
import com.marcnuri.helm.TemplateCommand;
import com.medvigil.testing.ContainerImage;
import com.medvigil.testing.SharedFixtures;

/** The chart in helm/medvigil, linted and rendered by Helm's own code, without a cluster. */
class HelmChartTest {

    private static final Path CHART = SharedFixtures.repositoryRoot().resolve("helm/medvigil");
    private static final String DATABASE_PASSWORD = "db-password-that-must-not-leak";
    private static final String ENCRYPTION_KEY = "a2V5LXRoYXQtbXVzdC1ub3QtbGVhay0xMjM0NTY3OA==";
    private static final String SMTP_PASSWORD = "smtp-password-that-must-not-leak";
    private static final String PUBLIC_BASE_URL = "https://medvigil.clinic.example";

    private static TemplateCommand configured() {
        return configured(new Helm(CHART));
    }

    private static TemplateCommand configured(Helm chart) {
        return chart.template()
                .withName("medvigil")
                .withNamespace("clinic")
                .set("database.url", "jdbc:postgresql://postgres.clinic:5432/medvigil")
                .set("database.username", "medvigil")
                .set("database.password", DATABASE_PASSWORD)
                .set("webhooks.encryptionKey", ENCRYPTION_KEY)
                .set("smtp.host", "smtp.clinic")
                .set("smtp.username", "mailer")
                .set("smtp.password", SMTP_PASSWORD)
                .set("dashboard.publicBaseUrl", PUBLIC_BASE_URL);
    }

    private static List<Map<String, Object>> manifests(String rendered) {
        List<Map<String, Object>> documents = new ArrayList<>();
        for (Object document : new Yaml().loadAll(rendered)) {
            if (document instanceof Map<?, ?> map) {
                @SuppressWarnings("unchecked")
                Map<String, Object> manifest = (Map<String, Object>) map;
                documents.add(manifest);
            }
        }
        return documents;
    }

    private static Map<String, Object> only(List<Map<String, Object>> manifests, String kind) {
        List<Map<String, Object>> matching = manifests.stream().filter(m -> kind.equals(m.get("kind"))).toList();
        assertThat(matching).as(kind).hasSize(1);
        return matching.get(0);
    }

    @SuppressWarnings("unchecked")
    private static <T> T at(Object node, String... path) {
        Object current = node;
        for (String step : path) {
            current = current instanceof List<?> list ? list.get(Integer.parseInt(step)) : ((Map<String, Object>) current).get(step);
        }
        return (T) current;
    }

    private static Map<String, Object> container(List<Map<String, Object>> manifests) {
        return at(only(manifests, "Deployment"), "spec", "template", "spec", "containers", "0");
    }

    @Test
    void theChartLintsCleanOnceItsRequiredValuesAreGiven(@TempDir Path copy) throws IOException {
        copyChart(copy);
        Path values = copy.resolve("values.yaml");
        Map<String, Object> defaults = new Yaml().load(Files.readString(values));
        Map<String, Object> database = at(defaults, "database");
        database.put("url", "jdbc:postgresql://postgres:5432/medvigil");
        database.put("existingSecret", "medvigil-db");
        Map<String, Object> webhooks = at(defaults, "webhooks");
        webhooks.put("existingSecret", "medvigil-webhooks");
        Files.writeString(values, new Yaml().dump(defaults));

        LintResult result = new Helm(copy).lint().strict().call();

        assertThat(result.isFailed()).as(String.join("\n", result.getMessages())).isFalse();
    }

    @Test
    void theChartLintsCleanWithEveryOptionEnabled(@TempDir Path copy) throws IOException {
        copyChart(copy);
        Path values = copy.resolve("values.yaml");
        Map<String, Object> defaults = new Yaml().load(Files.readString(values));
        HelmChartTest.<Map<String, Object>>at(defaults, "database").putAll(Map.of(
                "url", "jdbc:postgresql://postgres:5432/medvigil", "username", "medvigil"));
        HelmChartTest.<Map<String, Object>>at(defaults, "webhooks").put("encryptionKey", ENCRYPTION_KEY);
        HelmChartTest.<Map<String, Object>>at(defaults, "smtp").put("host", "smtp.clinic");
        HelmChartTest.<Map<String, Object>>at(defaults, "dashboard").put("publicBaseUrl", PUBLIC_BASE_URL);
        HelmChartTest.<Map<String, Object>>at(defaults, "metrics", "serviceMonitor").put("enabled", true);
        HelmChartTest.<Map<String, Object>>at(defaults, "networkPolicy").put("enabled", true);
        HelmChartTest.<Map<String, Object>>at(defaults, "networkPolicy", "egress").put("enabled", true);
        HelmChartTest.<Map<String, Object>>at(defaults, "autoscaling").put("enabled", true);
        HelmChartTest.<Map<String, Object>>at(defaults, "ingress").putAll(Map.of("enabled", true,
                "hosts", List.of(Map.of("host", "medvigil.clinic.example", "paths", List.of(Map.of("path", "/"))))));
        Files.writeString(values, new Yaml().dump(defaults));

        LintResult result = new Helm(copy).lint().strict().call();

        assertThat(result.isFailed()).as(String.join("\n", result.getMessages())).isFalse();
    }

    @Test
    void itRunsTwoReplicasByDefaultWithARollingUpdateThatKeepsCapacity() {
        List<Map<String, Object>> manifests = manifests(configured().call());
        Map<String, Object> deployment = only(manifests, "Deployment");

        assertThat(HelmChartTest.<Integer>at(deployment, "spec", "replicas")).isEqualTo(2);
        assertThat(HelmChartTest.<String>at(deployment, "spec", "strategy", "type")).isEqualTo("RollingUpdate");
        assertThat(HelmChartTest.<Integer>at(deployment, "spec", "strategy", "rollingUpdate", "maxUnavailable")).isZero();
        assertThat(HelmChartTest.<Integer>at(only(manifests, "PodDisruptionBudget"), "spec", "minAvailable")).isEqualTo(1);
    }

    @Test
    void probesUseTheActuatorHealthGroupsOnTheManagementPort() {
        Map<String, Object> container = container(manifests(configured().call()));

        assertThat(HelmChartTest.<String>at(container, "livenessProbe", "httpGet", "path")).isEqualTo("/actuator/health/liveness");
        assertThat(HelmChartTest.<String>at(container, "readinessProbe", "httpGet", "path")).isEqualTo("/actuator/health/readiness");
        assertThat(HelmChartTest.<String>at(container, "startupProbe", "httpGet", "path")).isEqualTo("/actuator/health/liveness");
        assertThat(HelmChartTest.<String>at(container, "readinessProbe", "httpGet", "port")).isEqualTo("management");
        assertThat(HelmChartTest.<Map<String, Object>>at(container, "resources", "limits")).containsKey("memory");
        assertThat(HelmChartTest.<Map<String, Object>>at(container, "resources", "requests")).containsKeys("cpu", "memory");
    }

    @Test
    void podsRunAsANonRootUserOnAReadOnlyRootFilesystem() {
        List<Map<String, Object>> manifests = manifests(configured().call());
        Map<String, Object> pod = at(only(manifests, "Deployment"), "spec", "template", "spec");
        Map<String, Object> container = container(manifests);

        assertThat(HelmChartTest.<Boolean>at(pod, "securityContext", "runAsNonRoot")).isTrue();
        assertThat(HelmChartTest.<Boolean>at(container, "securityContext", "readOnlyRootFilesystem")).isTrue();
        assertThat(HelmChartTest.<Boolean>at(container, "securityContext", "allowPrivilegeEscalation")).isFalse();
        assertThat(HelmChartTest.<List<String>>at(container, "securityContext", "capabilities", "drop")).contains("ALL");
        assertThat(HelmChartTest.<String>at(container, "volumeMounts", "0", "mountPath")).isEqualTo("/tmp");
    }

    @Test
    void secretsReachThePodBySecretReferenceAndNeverAppearInClear() {
        String rendered = configured().call();
        List<Map<String, Object>> env = at(container(manifests(rendered)), "env");

        assertThat(rendered).doesNotContain(DATABASE_PASSWORD).doesNotContain(ENCRYPTION_KEY).doesNotContain(SMTP_PASSWORD);
        assertThat(secretReference(env, "SPRING_DATASOURCE_PASSWORD")).isEqualTo("medvigil-database");
        assertThat(secretReference(env, "MEDVIGIL_WEBHOOKS_SECRETENCRYPTIONKEY")).isEqualTo("medvigil-webhooks");
        assertThat(secretReference(env, "SPRING_MAIL_PASSWORD")).isEqualTo("medvigil-smtp");
    }

    @Test
    void existingSecretsAreReferencedAndTheChartRendersNoSecretOfItsOwn() {
        String rendered = new Helm(CHART).template().withName("medvigil")
                .set("database.url", "jdbc:postgresql://postgres:5432/medvigil")
                .set("database.existingSecret", "hospital-db")
                .set("webhooks.existingSecret", "hospital-webhook-key")
                .call();
        List<Map<String, Object>> manifests = manifests(rendered);
        List<Map<String, Object>> env = at(container(manifests), "env");

        assertThat(manifests).noneMatch(m -> "Secret".equals(m.get("kind")));
        assertThat(secretReference(env, "SPRING_DATASOURCE_USERNAME")).isEqualTo("hospital-db");
        assertThat(secretReference(env, "MEDVIGIL_WEBHOOKS_SECRETENCRYPTIONKEY")).isEqualTo("hospital-webhook-key");
    }

    @Test
    void withoutADatabaseUrlTheChartRefusesToRenderRatherThanFallBackToH2() {
        assertThatThrownBy(() -> new Helm(CHART).template().withName("medvigil")
                .set("database.existingSecret", "hospital-db")
                .set("webhooks.existingSecret", "hospital-webhook-key")
                .call())
                .hasMessageContaining("/database/url");
    }

    @Test
    void theAutoscalerAndIngressAppearWhenEnabled() {
        List<Map<String, Object>> manifests = manifests(configured()
                .set("autoscaling.enabled", true)
                .set("ingress.enabled", true)
                .set("ingress.hosts[0].host", "medvigil.clinic.example")
                .set("ingress.hosts[0].paths[0].path", "/")
                .call());

        assertThat(HelmChartTest.<Integer>at(only(manifests, "HorizontalPodAutoscaler"), "spec", "minReplicas")).isEqualTo(2);
        assertThat(HelmChartTest.<String>at(only(manifests, "Ingress"), "spec", "rules", "0", "host")).isEqualTo("medvigil.clinic.example");
        assertThat(HelmChartTest.<Object>at(only(manifests, "Deployment"), "spec", "replicas")).isNull();
    }

    @Test
    void aDatabaseUrlOtherThanPostgresqlIsRefusedSoReplicasNeverRunOnH2() {
        assertThatThrownBy(() -> configured().set("database.url", "jdbc:h2:file:./data/medvigil").call())
                .hasMessageContaining("/database/url").hasMessageContaining("^jdbc:postgresql:");
    }

    @Test
    void terminationAllowsThePreStopPauseAndBothShutdownPhasesBeforeSigkill() throws IOException {
        List<Map<String, Object>> manifests = manifests(configured().call());
        Map<String, Object> pod = at(only(manifests, "Deployment"), "spec", "template", "spec");
        List<String> preStop = at(container(manifests), "lifecycle", "preStop", "exec", "command");
        Map<String, Object> application = new Yaml().load(Files.readString(SharedFixtures.repositoryRoot()
                .resolve("assessment-api/src/main/resources/application.yml")));
        String phase = at(application, "spring", "lifecycle", "timeout-per-shutdown-phase");

        assertThat(preStop).hasSize(2).startsWith("sleep");
        int preStopSeconds = Integer.parseInt(preStop.get(1));
        int phaseSeconds = Integer.parseInt(phase.replace("s", ""));
        // The pause, then draining requests, then finishing background work: each phase at most this long.
        assertThat(HelmChartTest.<Integer>at(pod, "terminationGracePeriodSeconds"))
                .isGreaterThanOrEqualTo(preStopSeconds + 2 * phaseSeconds);
    }

    @Test
    void signInLinksInMailsStartWithThePublicAddressWhichMailRequires() {
        Map<String, Object> config = at(only(manifests(configured().call()), "ConfigMap"), "data");

        assertThat(config).containsEntry("MEDVIGIL_DASHBOARD_PUBLICBASEURL", PUBLIC_BASE_URL);
        assertThatThrownBy(() -> configured().set("dashboard.publicBaseUrl", "").call())
                .hasMessageContaining("dashboard.publicBaseUrl is required with smtp.host");
    }

    @Test
    void podsAreAnnotatedForPrometheusOnTheManagementPort() {
        List<Map<String, Object>> manifests = manifests(configured().call());
        Map<String, Object> annotations = at(only(manifests, "Deployment"), "spec", "template", "metadata", "annotations");
        List<Map<String, Object>> ports = at(container(manifests), "ports");
        Map<String, Object> config = at(only(manifests, "ConfigMap"), "data");

        assertThat(annotations).containsEntry("prometheus.io/scrape", "true")
                .containsEntry("prometheus.io/path", "/actuator/prometheus")
                .containsEntry("prometheus.io/port", "8081");
        assertThat(ports).anySatisfy(port -> assertThat(port).containsEntry("name", "management").containsEntry("containerPort", 8081));
        assertThat(config).containsEntry("MANAGEMENT_SERVER_PORT", "8081");
    }

    @Test
    void theServiceExposesTheManagementPortByNameBesideTheApiWhichAloneTheIngressRoutes() {
        List<Map<String, Object>> manifests = manifests(configured()
                .set("ingress.enabled", true)
                .set("ingress.hosts[0].host", "medvigil.clinic.example")
                .set("ingress.hosts[0].paths[0].path", "/")
                .call());
        List<Map<String, Object>> ports = at(only(manifests, "Service"), "spec", "ports");

        assertThat(ports).extracting(port -> port.get("name")).containsExactly("http", "management");
        assertThat(ports.get(1)).containsEntry("port", 8081).containsEntry("targetPort", "management");
        assertThat(HelmChartTest.<String>at(only(manifests, "Ingress"), "spec", "rules", "0", "http", "paths", "0",
                "backend", "service", "port", "name")).isEqualTo("http");
    }

    @Test
    void podsRunUnderTheChartsServiceAccountWithoutAnApiToken() {
        List<Map<String, Object>> manifests = manifests(configured()
                .set("serviceAccount.annotations.iam\\.gke\\.io/gcp-service-account", "medvigil@clinic.iam")
                .call());
        Map<String, Object> account = only(manifests, "ServiceAccount");
        Map<String, Object> pod = at(only(manifests, "Deployment"), "spec", "template", "spec");

        assertThat(HelmChartTest.<String>at(account, "metadata", "name")).isEqualTo("medvigil");
        assertThat(HelmChartTest.<Map<String, Object>>at(account, "metadata", "annotations"))
                .containsEntry("iam.gke.io/gcp-service-account", "medvigil@clinic.iam");
        assertThat(HelmChartTest.<Boolean>at(account, "automountServiceAccountToken")).isFalse();
        assertThat(pod).containsEntry("serviceAccountName", "medvigil").containsEntry("automountServiceAccountToken", false);
    }

    @Test
    void anExistingServiceAccountIsUsedAndNoneIsCreated() {
        List<Map<String, Object>> manifests = manifests(configured()
                .set("serviceAccount.create", false)
                .set("serviceAccount.name", "clinic-workloads")
                .call());

        assertThat(manifests).noneMatch(m -> "ServiceAccount".equals(m.get("kind")));
        assertThat(HelmChartTest.<String>at(only(manifests, "Deployment"), "spec", "template", "spec", "serviceAccountName"))
                .isEqualTo("clinic-workloads");
    }

    @Test
    void aServiceMonitorScrapesThePrometheusEndpointOnlyWhenEnabled() {
        assertThat(manifests(configured().call())).noneMatch(m -> "ServiceMonitor".equals(m.get("kind")));

        Map<String, Object> monitor = only(manifests(configured()
                .set("metrics.serviceMonitor.enabled", true)
                .set("metrics.serviceMonitor.interval", "15s")
                .set("metrics.serviceMonitor.labels.release", "kube-prometheus")
                .call()), "ServiceMonitor");

        assertThat(HelmChartTest.<Map<String, Object>>at(monitor, "metadata", "labels")).containsEntry("release", "kube-prometheus");
        assertThat(HelmChartTest.<Map<String, Object>>at(monitor, "spec", "selector", "matchLabels"))
                .containsEntry("app.kubernetes.io/instance", "medvigil");
        assertThat(HelmChartTest.<Map<String, Object>>at(monitor, "spec", "endpoints", "0"))
                .containsEntry("port", "management")
                .containsEntry("path", "/actuator/prometheus")
                .containsEntry("interval", "15s");
    }

    @Test
    void aNetworkPolicyLetsTheNamedPeersReachTheApiAndOnlyMonitoringAndTheTestReachManagement() {
        assertThat(manifests(configured().call())).noneMatch(m -> "NetworkPolicy".equals(m.get("kind")));

        Map<String, Object> policy = only(manifests(configured()
                .set("networkPolicy.enabled", true)
                .set("networkPolicy.ingressFrom[0].namespaceSelector.matchLabels.team", "ingress")
                .set("networkPolicy.monitoringFrom[0].namespaceSelector.matchLabels.team", "monitoring")
                .call()), "NetworkPolicy");
        List<Map<String, Object>> rules = at(policy, "spec", "ingress");

        assertThat(HelmChartTest.<List<String>>at(policy, "spec", "policyTypes")).containsExactly("Ingress");
        assertThat(HelmChartTest.<String>at(rules, "0", "ports", "0", "port")).isEqualTo("http");
        assertThat(HelmChartTest.<String>at(rules, "0", "from", "0", "namespaceSelector", "matchLabels", "team")).isEqualTo("ingress");
        assertThat(HelmChartTest.<String>at(rules, "1", "ports", "0", "port")).isEqualTo("management");
        assertThat(HelmChartTest.<String>at(rules, "1", "from", "0", "namespaceSelector", "matchLabels", "team")).isEqualTo("monitoring");
        assertThat(HelmChartTest.<String>at(rules, "1", "from", "1", "podSelector", "matchLabels", "app.kubernetes.io/component"))
                .isEqualTo("helm-test");
    }

    @Test
    void restrictedEgressStillAllowsDnsTheDatabaseMailAndHttpsForWebhooks() {
        Map<String, Object> policy = only(manifests(configured()
                .set("networkPolicy.enabled", true)
                .set("networkPolicy.egress.enabled", true)
                .set("networkPolicy.egress.databaseTo[0].ipBlock.cidr", "10.20.0.5/32")
                .call()), "NetworkPolicy");
        List<Map<String, Object>> rules = at(policy, "spec", "egress");

        assertThat(HelmChartTest.<List<String>>at(policy, "spec", "policyTypes")).containsExactly("Ingress", "Egress");
        assertThat(rules).extracting(rule -> HelmChartTest.<Integer>at(rule, "ports", "0", "port")).containsExactly(53, 5432, 587, 443);
        assertThat(HelmChartTest.<String>at(rules, "1", "to", "0", "ipBlock", "cidr")).isEqualTo("10.20.0.5/32");
    }

    /**
     * `helm template` through helm-java leaves hooks out of what it returns, so the test pod is
     * rendered from a copy of the chart whose hook annotations carry another prefix: the same
     * template, rendered as a plain manifest.
     */
    @Test
    void helmTestChecksReadinessAndTheOpenFhirMetadataAsANonRootUser(@TempDir Path copy) throws IOException {
        copyChart(copy);
        Path testPod = copy.resolve("templates/tests/test-connection.yaml");
        Files.writeString(testPod, Files.readString(testPod).replace("helm.sh/hook", "rendered-as-manifest/hook"));
        Map<String, Object> pod = only(manifests(configured(new Helm(copy)).call()), "Pod");
        Map<String, Object> container = at(pod, "spec", "containers", "0");
        String script = String.join(" ", HelmChartTest.<List<String>>at(container, "args"));

        assertThat(manifests(configured().call())).as("a hook, not part of the release").noneMatch(m -> "Pod".equals(m.get("kind")));
        assertThat(HelmChartTest.<Map<String, Object>>at(pod, "metadata", "annotations")).containsEntry("rendered-as-manifest/hook", "test");
        assertThat(HelmChartTest.<String>at(container, "image")).matches("curlimages/curl:\\d+\\.\\d+\\.\\d+");
        assertThat(script).contains("http://medvigil:8081/actuator/health/readiness").contains("http://medvigil:80/v1/fhir/metadata");
        assertThat(HelmChartTest.<Boolean>at(pod, "spec", "securityContext", "runAsNonRoot")).isTrue();
        assertThat(HelmChartTest.<Boolean>at(container, "securityContext", "allowPrivilegeEscalation")).isFalse();
    }

    @Test
    void aValueOfTheWrongTypeFailsSchemaValidationNamingTheField() {
        assertThatThrownBy(() -> configured().set("replicaCount", "two").call())
                .hasMessageContaining("/replicaCount").hasMessageContaining("want integer");
        assertThatThrownBy(() -> configured().set("networkPolicy.enabled", "yes please").call())
                .hasMessageContaining("/networkPolicy/enabled").hasMessageContaining("want boolean");
    }

    @Test
    void anUnknownValueIsRefusedSoATypoIsNotSilentlyIgnored() {
        assertThatThrownBy(() -> configured().set("networkPolicy.enable", true).call())
                .hasMessageContaining("enable");
    }

    @Test
    void withoutDatabaseCredentialsOrEncryptionKeyTheSchemaRefusesTheValues() {
        assertThatThrownBy(() -> new Helm(CHART).template().withName("medvigil")
                .set("database.url", "jdbc:postgresql://postgres:5432/medvigil")
                .set("webhooks.existingSecret", "hospital-webhook-key")
                .call())
                .hasMessageContaining("/database/username");
        assertThatThrownBy(() -> new Helm(CHART).template().withName("medvigil")
                .set("database.url", "jdbc:postgresql://postgres:5432/medvigil")
                .set("database.existingSecret", "hospital-db")
                .call())
                .hasMessageContaining("/webhooks/encryptionKey");
    }

    @Test
    void theChartsDefaultsAloneFailLintBecauseTheDatabaseIsRequired() {
        LintResult result = new Helm(CHART).lint().strict().call();

        assertThat(result.isFailed()).isTrue();
        assertThat(String.join("\n", result.getMessages())).contains("/database/url");
    }

    @Test
    void byDefaultNoAddressIsATrustedProxy() {
        Map<String, Object> config = at(only(manifests(configured().call()), "ConfigMap"), "data");

        assertThat(config).containsEntry("SERVER_TOMCAT_REMOTEIP_INTERNALPROXIES", "");
    }

    @Test
    void aTrustedProxyPatternReachesThePodWithItsBackslashes(@TempDir Path directory) throws IOException {
        String pattern = "10\\.0\\.8\\.(1[0-9]|20)";
        Path values = Files.writeString(directory.resolve("values.yaml"), "trustedProxies: '" + pattern + "'\n");

        Map<String, Object> config = at(only(manifests(configured().withValuesFile(values).call()), "ConfigMap"), "data");

        assertThat(config).containsEntry("SERVER_TOMCAT_REMOTEIP_INTERNALPROXIES", pattern);
    }

    /**
     * The FHIR benchmark measured 673-690 MiB resident with a 368 MiB heap after loading 10,000
     * patients (docs/benchmarks.md): the heap the image's MaxRAMPercentage gives under the chart's
     * default limit must not be larger, the request must hold that resident set, and what the
     * limit leaves beside the heap must hold the measured rest (about 350 MiB) with room to spare.
     */
    @Test
    void theDefaultMemoryLimitHoldsTheMeasuredResidentSetAtTheImagesHeapShare() throws IOException {
        Map<String, Object> resources = at(container(manifests(configured().call())), "resources");
        double limitMiB = mebibytes(at(resources, "limits", "memory"));
        double heapMiB = limitMiB * ContainerImage.fromRepository().heapShare();

        assertThat(heapMiB).as("heap under the default limit").isLessThanOrEqualTo(369);
        assertThat(limitMiB - heapMiB).as("room beside the heap").isGreaterThanOrEqualTo(350 + 200);
        assertThat(mebibytes(at(resources, "requests", "memory"))).as("request").isGreaterThanOrEqualTo(750);
    }

    @Test
    void everyHelmCommandInTheChartReadmeRendersWithTheValuesItGives() throws IOException {
        List<String> commands = readmeHelmCommands();

        assertThat(commands).hasSizeGreaterThanOrEqualTo(3);
        for (String command : commands) {
            TemplateCommand template = new Helm(CHART).template().withName("medvigil");
            Matcher set = Pattern.compile("--set (\\S+?)=(\\S+)").matcher(command);
            while (set.find()) {
                template.set(set.group(1), set.group(2));
            }
            assertThat(manifests(template.call())).as(command).anyMatch(m -> "Deployment".equals(m.get("kind")));
        }
    }

    @Test
    void theChartReadmesTableListsEveryValue() throws IOException {
        String readme = Files.readString(CHART.resolve("README.md"));
        Map<String, Object> defaults = new Yaml().load(Files.readString(CHART.resolve("values.yaml")));

        assertThat(leafPaths("", defaults)).allSatisfy(path -> assertThat(readme).contains("| `" + path + "` |"));
    }

    /** The helm commands of the README's shell blocks, each joined across its continuation lines. */
    private static List<String> readmeHelmCommands() throws IOException {
        List<String> commands = new ArrayList<>();
        String pending = null;
        for (String line : Files.readAllLines(CHART.resolve("README.md"))) {
            String text = line.strip();
            if (pending == null && text.startsWith("helm ") && !text.startsWith("helm test")) {
                pending = "";
            }
            if (pending != null) {
                pending += " " + text.replaceAll("\\\\$", "");
                if (!text.endsWith("\\")) {
                    commands.add(pending.strip());
                    pending = null;
                }
            }
        }
        return commands;
    }

    private static List<String> leafPaths(String prefix, Map<String, Object> values) {
        List<String> paths = new ArrayList<>();
        values.forEach((key, value) -> {
            if (value instanceof Map<?, ?> map && !map.isEmpty()) {
                @SuppressWarnings("unchecked")
                Map<String, Object> nested = (Map<String, Object>) map;
                paths.addAll(leafPaths(prefix + key + ".", nested));
            } else {
                paths.add(prefix + key);
            }
        });
        return paths;
    }

    private static double mebibytes(String quantity) {
        if (quantity.endsWith("Gi")) {
            return Double.parseDouble(quantity.replace("Gi", "")) * 1024;
        }
        if (quantity.endsWith("Mi")) {
            return Double.parseDouble(quantity.replace("Mi", ""));
        }
        throw new AssertionError("Write memory in Mi or Gi: " + quantity);
    }

    private static String secretReference(List<Map<String, Object>> env, String variable) {
        return env.stream().filter(e -> variable.equals(e.get("name"))).findFirst()
                .map(e -> HelmChartTest.<String>at(e, "valueFrom", "secretKeyRef", "name"))
                .orElseThrow(() -> new AssertionError(variable + " is not set from a Secret"));
    }

    private static void copyChart(Path target) throws IOException {
        try (Stream<Path> files = Files.walk(CHART)) {
            for (Path source : files.toList()) {
                Path destination = target.resolve(CHART.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(destination);
                } else {
                    Files.copy(source, destination);
                }
            }
        }
    }
}
