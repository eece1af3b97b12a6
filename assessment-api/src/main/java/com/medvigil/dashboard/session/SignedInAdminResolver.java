package com.medvigil.dashboard.session;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;

/** Hands controllers the {@link SignedInAdmin} that {@link TenantScopeFilter} checked for this request. */
public class SignedInAdminResolver implements HandlerMethodArgumentResolver {

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.getParameterType() == SignedInAdmin.class;
    }

    @Override
    public SignedInAdmin resolveArgument(MethodParameter parameter, ModelAndViewContainer container,
                                         NativeWebRequest request, WebDataBinderFactory binders) {
        Object admin = request.getAttribute(SignedInAdmin.ATTRIBUTE, RequestAttributes.SCOPE_REQUEST);
        if (admin == null) {
            // Security lets no unauthenticated request reach a page that asks for the admin.
            throw new IllegalStateException("No signed-in administrator on a page that needs one");
        }
        return (SignedInAdmin) admin;
    }

    /** The signed-in administrator, or null on the pages seen before signing in (for the page header). */
    public static SignedInAdmin current(HttpServletRequest request) {
        return (SignedInAdmin) request.getAttribute(SignedInAdmin.ATTRIBUTE);
    }
}
