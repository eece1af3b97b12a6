package com.medvigil.cdshooks;

import java.util.List;
import java.util.UUID;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

import com.medvigil.cdshooks.auth.CurrentCdsCaller;
import com.medvigil.model.cdshooks.CdsClient;
import com.medvigil.model.cdshooks.CdsClients;
import com.medvigil.model.tenancy.TenantContext;

/**
 * A CDS service endpoint of the test classpath only, so that authentication can be tested before
 * (and apart from) the real services: it answers who called it, in which tenant scope it ran, and
 * the issuers of the CDS clients that scope sees (the tenant's data it can reach).
 */
@RestController
class CdsEchoForTestsController {

    static final String PATH = "/v1/cds-services/echo-for-tests";

    private final CurrentCdsCaller currentCaller;
    private final TenantContext tenantContext;
    private final CdsClients clients;

    CdsEchoForTestsController(CurrentCdsCaller currentCaller, TenantContext tenantContext, CdsClients clients) {
        this.currentCaller = currentCaller;
        this.tenantContext = tenantContext;
        this.clients = clients;
    }

    /** What the echo answers; ids that are not set are the text "null". */
    record Echo(UUID scopeTenantId, UUID callerTenantId, String cdsClientId, String apiKeyId, List<String> visibleIssuers) {
    }

    @PostMapping({PATH, PATH + "/feedback"})
    Echo echo() {
        CdsCaller caller = currentCaller.require();
        List<String> visibleIssuers = clients.findAllInOrder().stream().map(CdsClient::getIssuer).toList();
        return new Echo(tenantContext.requireTenantId(), caller.tenantId(), String.valueOf(caller.cdsClientId()),
                String.valueOf(caller.apiKeyId()), visibleIssuers);
    }

    static String uniqueIssuer() {
        return "https://ehr-" + UUID.randomUUID() + ".example.org/";
    }
}
