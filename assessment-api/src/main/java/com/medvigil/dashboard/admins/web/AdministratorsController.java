package com.medvigil.dashboard.admins.web;

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

import com.medvigil.dashboard.admins.AdministratorRoster;
import com.medvigil.dashboard.session.SignedInAdmin;
import com.medvigil.dashboard.web.SeeOther;
import com.medvigil.model.error.ConflictException;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.tenant.AdminEmail;

/** Who may sign in to this tenant's dashboard: list, add, remove after confirmation. */
@Controller
@RequestMapping(AdministratorsController.PATH)
class AdministratorsController {

    static final String PATH = "/dashboard/settings/administrators";

    private final AdministratorRoster roster;

    AdministratorsController(AdministratorRoster roster) {
        this.roster = roster;
    }

    @GetMapping
    String list(SignedInAdmin admin, @RequestParam(required = false) String added, @RequestParam(required = false) String removed,
                Model model) {
        model.addAttribute("addedNotice", added != null);
        model.addAttribute("removedNotice", removed != null);
        return listPage(admin, model, "");
    }

    @PostMapping
    Object add(SignedInAdmin admin, @RequestParam(defaultValue = "") String email, Model model, HttpServletResponse response) {
        AdminEmail address;
        try {
            address = new AdminEmail(email);
        } catch (InvalidFieldException e) {
            return refused(admin, model, response, email, HttpStatus.BAD_REQUEST, "Enter an e-mail address, such as name@example.org.");
        }
        try {
            roster.add(address);
        } catch (ConflictException e) {
            return refused(admin, model, response, email, HttpStatus.CONFLICT, address.value() + " is already an administrator.");
        }
        return SeeOther.to(PATH + "?added");
    }

    @GetMapping("/{id}/remove")
    String confirmRemove(SignedInAdmin admin, @PathVariable UUID id, Model model) {
        model.addAttribute("administrator", AdministratorRow.of(roster.find(id), admin.email()));
        return "dashboard/administrator-remove";
    }

    @PostMapping("/{id}/remove")
    Object remove(SignedInAdmin admin, @PathVariable UUID id, Model model, HttpServletResponse response) {
        try {
            roster.remove(id);
        } catch (ConflictException e) {
            model.addAttribute("removeError", "A tenant keeps at least one administrator: add another before removing this one.");
            response.setStatus(HttpStatus.CONFLICT.value());
            return listPage(admin, model, "");
        }
        return SeeOther.to(PATH + "?removed");
    }

    private String refused(SignedInAdmin admin, Model model, HttpServletResponse response, String email, HttpStatus status,
                           String message) {
        response.setStatus(status.value());
        model.addAttribute("emailError", message);
        return listPage(admin, model, email);
    }

    private String listPage(SignedInAdmin admin, Model model, String email) {
        model.addAttribute("administrators", roster.list().stream().map(row -> AdministratorRow.of(row, admin.email())).toList());
        model.addAttribute("email", email);
        return "dashboard/administrators";
    }
}
