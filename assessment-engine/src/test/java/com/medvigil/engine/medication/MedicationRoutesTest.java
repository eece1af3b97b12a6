package com.medvigil.engine.medication;

import com.medvigil.engine.EngineFixture;
import com.medvigil.engine.knowledge.KnowledgeLoader;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MedicationRoutesTest {

    private final MedicationRecognizer recognizer = new MedicationRecognizer(EngineFixture.ENGINE.knowledge());
    private final MedicationRoutes routes = recognizer.routes();

    private boolean local(String name) {
        MedicationMatch match = recognizer.recognize(name, null);
        return routes.actsLocally(match.route(), match);
    }

    private boolean local(String name, String routeField) {
        MedicationMatch match = recognizer.recognize(name, null);
        return routes.actsLocally(routes.fromRouteField(routeField), match);
    }

    @Test
    void everyRouteIdTheKnowledgeMayNameIsARoute() {
        for (String id : KnowledgeLoader.ROUTES) {
            assertThat(Route.fromId(id)).as(id).isPresent();
        }
    }

    @Test
    void skinEyeEarAndIntrauterineMedicinesActLocally() {
        assertThat(local("Ketoconazole 2% Shampoo")).isTrue();
        assertThat(local("Nizoral A-D")).isTrue();
        assertThat(local("Restasis")).isTrue();
        assertThat(local("Protopic 0.1% ointment")).isTrue();
        assertThat(local("MetroGel 1%")).isTrue();
        assertThat(local("Voltaren Arthritis Pain")).isTrue();
        assertThat(local("Cortaid 1% cream")).isTrue();
        assertThat(local("Timolol 0.5% Ophthalmic Solution")).isTrue();
        assertThat(local("Ciprodex otic suspension")).isTrue();
        assertThat(local("Mirena")).isTrue();
        assertThat(local("clobetasol 0.05%")).isTrue();
    }

    @Test
    void skinProductsMadeToBeAbsorbedActSystemically() {
        assertThat(local("testosterone 1% topical gel")).isFalse();
        assertThat(local("estradiol 0.06% gel")).isFalse();
        assertThat(local("nitroglycerin 2% ointment")).isFalse();
        assertThat(local("Estradiol 0.1 MG/Day Transdermal System")).isFalse();
    }

    @Test
    void vaginalMedicinesActLocallyOnlyWhereTheDrugSaysSo() {
        assertThat(local("Vagifem 10 MCG")).isTrue();
        assertThat(local("Estring")).isTrue();
        assertThat(local("Imvexxy 4 MCG insert")).isTrue();
        assertThat(local("Premarin Vaginal Cream")).isTrue();
        assertThat(local("Monistat 7")).isTrue();
        assertThat(local("Femring 0.05 MG/Day vaginal ring")).isFalse();
        assertThat(local("NuvaRing", "vaginal")).isFalse();
        assertThat(local("progesterone 8% vaginal gel")).isFalse();
    }

    @Test
    void nasalAndInhaledMedicinesStayVisibleUnlessTheDrugActsOnlyThere() {
        assertThat(local("Flonase 50 MCG/ACTUAT Nasal Spray")).isFalse();
        assertThat(local("Flovent HFA", "inhalation")).isFalse();
        assertThat(local("Nasacort Allergy 24HR")).isTrue();
        assertThat(local("sumatriptan 20 MG nasal spray")).isFalse();
        assertThat(local("Pataday")).isTrue();
    }

    @Test
    void theRouteFieldIsReadFromFhirDisplaysWordsAndAbbreviations() {
        assertThat(routes.fromRouteField("Per vagina")).isEqualTo(Route.VAGINAL);
        assertThat(routes.fromRouteField("Oral route (qualifier value)")).isEqualTo(Route.ORAL);
        assertThat(routes.fromRouteField("PO")).isEqualTo(Route.ORAL);
        assertThat(routes.fromRouteField("Nasogastric route")).isEqualTo(Route.ORAL);
        assertThat(routes.fromRouteField("OU")).isEqualTo(Route.OPHTHALMIC);
        assertThat(routes.fromRouteField("Respiratory tract route")).isEqualTo(Route.INHALED);
        assertThat(routes.fromRouteField("Topical route")).isEqualTo(Route.TOPICAL);
        assertThat(routes.fromRouteField("Intra-articular route")).isEqualTo(Route.PARENTERAL);
        assertThat(routes.fromRouteField("Miscellaneous")).isEqualTo(Route.OTHER_SYSTEMIC);
        assertThat(routes.fromRouteField(null)).isEqualTo(Route.UNKNOWN);
    }

    @Test
    void aGivenRouteOutranksTheName() {
        assertThat(local("Ketoconazole 200 MG", "topical")).isTrue();
        assertThat(local("Ketoconazole 2% cream", "oral")).isFalse();
    }
}
