package com.medvigil.web.error;

import jakarta.servlet.http.HttpServletRequest;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;
import org.springframework.web.servlet.resource.NoResourceFoundException;

import com.medvigil.model.error.ConflictException;
import com.medvigil.model.error.InvalidFieldException;
import com.medvigil.model.error.NotFoundException;
import com.medvigil.web.BodyTooLargeException;
import com.medvigil.web.RequestIdFilter;

/**
 * The one mapping from exceptions to {@code {message}} responses for the REST API. Spring MVC's
 * own exceptions keep their statuses and headers (Allow, Accept); only the body is ours.
 */
@RestControllerAdvice
class ApiExceptionHandler extends ResponseEntityExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(ApiExceptionHandler.class);

    @ExceptionHandler(InvalidFieldException.class)
    ResponseEntity<Object> invalidField(InvalidFieldException e) {
        return respond(HttpStatus.BAD_REQUEST, e.getMessage());
    }

    @ExceptionHandler(NotFoundException.class)
    ResponseEntity<Object> notFound(NotFoundException e) {
        return respond(HttpStatus.NOT_FOUND, e.getMessage());
    }

    @ExceptionHandler(ConflictException.class)
    ResponseEntity<Object> conflict(ConflictException e) {
        return respond(HttpStatus.CONFLICT, e.getMessage());
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    ResponseEntity<Object> argumentTypeMismatch(MethodArgumentTypeMismatchException e) {
        String expected = e.getRequiredType() == null ? "valid" : e.getRequiredType().getSimpleName();
        return respond(HttpStatus.BAD_REQUEST, e.getName() + " must be a valid " + expected);
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<Object> unexpected(Exception e, HttpServletRequest request) {
        String requestId = RequestIdFilter.idOf(request);
        log.error("Unexpected failure serving {} {}", request.getMethod(), request.getRequestURI(), e);
        return respond(HttpStatus.INTERNAL_SERVER_ERROR, "Internal error; quote request id " + requestId + " to support");
    }

    @Override
    protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException e, HttpHeaders headers,
                                                                  HttpStatusCode status, WebRequest request) {
        Throwable cause = e.getMostSpecificCause();
        if (cause instanceof BodyTooLargeException tooLarge) {
            return respond(HttpStatus.PAYLOAD_TOO_LARGE, tooLarge.getMessage());
        }
        String message = cause == e ? "Request body is required and must be JSON" : JsonReadProblem.describe(cause);
        return respond(HttpStatus.BAD_REQUEST, message);
    }

    @Override
    protected ResponseEntity<Object> handleExceptionInternal(Exception e, Object body, HttpHeaders headers,
                                                             HttpStatusCode status, WebRequest request) {
        return new ResponseEntity<>(new ApiError(messageFor(e, request)), headers, status);
    }

    private static String messageFor(Exception e, WebRequest request) {
        if (e instanceof HttpMediaTypeNotSupportedException unsupported) {
            return "Content-Type " + (unsupported.getContentType() == null ? "(none)" : unsupported.getContentType())
                    + " is not supported; send " + unsupported.getSupportedMediaTypes();
        }
        if (e instanceof HttpRequestMethodNotSupportedException method) {
            return "Method " + method.getMethod() + " is not allowed here; allowed: " + method.getSupportedHttpMethods();
        }
        if (e instanceof NoResourceFoundException || e instanceof NoHandlerFoundException) {
            return "No endpoint " + describe(request);
        }
        if (e instanceof MissingServletRequestParameterException missing) {
            return "Query parameter " + missing.getParameterName() + " is required";
        }
        if (e instanceof TypeMismatchException mismatch) {
            return mismatch.getPropertyName() + " has an invalid value";
        }
        return e.getMessage();
    }

    private static String describe(WebRequest request) {
        if (request instanceof ServletWebRequest servlet) {
            return servlet.getRequest().getMethod() + " " + servlet.getRequest().getRequestURI();
        }
        return request.getDescription(false);
    }

    private static ResponseEntity<Object> respond(HttpStatus status, String message) {
        return ResponseEntity.status(status).body(new ApiError(message));
    }
}
