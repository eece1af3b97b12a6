package com.medvigil.dashboard.keys.web;

import java.util.UUID;

import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.View;

import com.medvigil.dashboard.web.SeeOther;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.model.tenant.ApiKey;
import com.medvigil.model.tenant.ApiKeyName;
import com.medvigil.model.tenant.ApiKeys;
import com.medvigil.tenant.ApiKeyIssuer;
import com.medvigil.tenant.IssuedApiKey;

/** The tenant's API keys, on the issuer the API uses: a key revoked here fails on the API at once. */
@Controller
@RequestMapping(ApiKeysController.PATH)
class ApiKeysController {

    static final String PATH = "/dashboard/settings/api-keys";

    private final ApiKeys apiKeys;
    private final ApiKeyIssuer issuer;

    ApiKeysController(ApiKeys apiKeys, ApiKeyIssuer issuer) {
        this.apiKeys = apiKeys;
        this.issuer = issuer;
    }

    @GetMapping
    String list(@RequestParam(required = false) String revoked, Model model) {
        model.addAttribute("revokedNotice", revoked != null);
        return listPage(model, "");
    }

    /** The new key's value is rendered into this answer only; it is never stored, logged or shown again. */
    @PostMapping
    String create(@RequestParam(defaultValue = "") String name, Model model, HttpServletResponse response) {
        ApiKeyName keyName;
        try {
            keyName = new ApiKeyName(name);
        } catch (InvalidFieldException e) {
            response.setStatus(HttpStatus.BAD_REQUEST.value());
            model.addAttribute("nameError", "Give the key a name of 1 to " + ApiKeyName.MAX_LENGTH
                    + " characters, without control characters.");
            return listPage(model, name);
        }
        IssuedApiKey issued = issuer.issue(keyName);
        model.addAttribute("key", ApiKeyRow.of(issued.key()));
        model.addAttribute("secret", issued.secret().value());
        return "dashboard/api-key-created";
    }

    @GetMapping("/{id}/revoke")
    Object confirmRevoke(@PathVariable UUID id, Model model) {
        ApiKey key = find(id);
        if (key.isRevoked()) {
            return SeeOther.to(PATH);
        }
        model.addAttribute("key", ApiKeyRow.of(key));
        return "dashboard/api-key-revoke";
    }

    @PostMapping("/{id}/revoke")
    View revoke(@PathVariable UUID id) {
        issuer.revoke(id);
        return SeeOther.to(PATH + "?revoked");
    }

    private String listPage(Model model, String name) {
        model.addAttribute("keys", apiKeys.findAllByOrderByCreatedAtAsc().stream().map(ApiKeyRow::of).toList());
        model.addAttribute("name", name);
        model.addAttribute("maxNameLength", ApiKeyName.MAX_LENGTH);
        return "dashboard/api-keys";
    }

    private ApiKey find(UUID id) {
        return apiKeys.findById(id).orElseThrow(() -> new NotFoundException("API key", id));
    }
}
