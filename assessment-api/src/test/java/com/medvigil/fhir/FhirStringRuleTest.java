package com.medvigil.fhir;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** What FHIR's string rule refuses, and what reading such text leniently makes of it. */
class FhirStringRuleTest {

    @Test
    void controlCharactersButTabAndLineBreaksAndUnpairedSurrogatesBreakTheRule() {
        assertThat(FhirStringRule.problemIn("Do\u0000e")).startsWith("holds the control character U+0000 at character 3");
        assertThat(FhirStringRule.problemIn("Do\ud800e")).startsWith("holds the unpaired surrogate U+D800 at character 3");
        assertThat(FhirStringRule.problemIn("Doe\udc00")).startsWith("holds the unpaired surrogate U+DC00 at character 4");
        assertThat(FhirStringRule.problemIn("Doe\ud800")).startsWith("holds the unpaired surrogate U+D800 at character 4");
    }

    @Test
    void tabsLineBreaksPairsAndOtherTextKeepTheRule() {
        assertThat(FhirStringRule.problemIn("line one\r\n\tline two")).isNull();
        assertThat(FhirStringRule.problemIn("Ro\ud83d\ude00e Müller \u202E")).isNull();
        assertThat(FhirStringRule.problemIn("")).isNull();
    }

    @Test
    void readLenientlyEachForbiddenCharacterBecomesTheReplacementCharacter() {
        assertThat(FhirStringRule.withForbiddenReplaced("Do\u0000e\u0007")).isEqualTo("Do\uFFFDe\uFFFD");
        assertThat(FhirStringRule.withForbiddenReplaced("\udc00Ro\ud83d\ude00e\ud800"))
                .isEqualTo("\uFFFDRo\ud83d\ude00e\uFFFD");
        assertThat(FhirStringRule.withForbiddenReplaced("a\ud800\ud800\udc00")).isEqualTo("a\uFFFD\ud800\udc00");
    }

    @Test
    void inADocumentEveryTextIsReplacedInPlaceAndCleanTextsAreLeftAsTheyWere() throws Exception {
        ObjectMapper json = new ObjectMapper();
        JsonNode document = json.readTree("""
                {"name": [{"family": "Do\\u0000e", "given": ["An\\ud800n", "Jo"]}], "id": "p1", "active": true}""");
        JsonNode cleanText = document.at("/name/0/given/1");

        FhirStringRule.replaceForbiddenIn(document);

        assertThat(document).isEqualTo(json.readTree("""
                {"name": [{"family": "Do\\ufffde", "given": ["An\\ufffdn", "Jo"]}], "id": "p1", "active": true}"""));
        assertThat(document.at("/name/0/given/1")).isSameAs(cleanText);
    }

    @Test
    void textThatKeepsTheRuleIsReturnedAsItIs() {
        String text = "line one\r\n\tRo\ud83d\ude00e";

        assertThat(FhirStringRule.withForbiddenReplaced(text)).isSameAs(text);
    }
}
