// Pages one search with two npm FHIR clients and prints what each saw, as JSON, for
// FhirNodeClientsTest to check: fhir-kit-client following next links with nextPage(), and
// SMART's fhirclient with pageLimit 0 and flat (every page, one array), by a plain request
// and by client.patient.request. Arguments: the FHIR
// base URL, the API key, the tenant code.
import { Client } from "fhir-kit-client";
import smart from "fhirclient";

const [baseUrl, apiKey, tenantCode] = process.argv.slice(2);
const headers = { "X-API-Key": apiKey, "X-Tenant-Code": tenantCode };

async function withFhirKitClient() {
  const client = new Client({ baseUrl, customHeaders: headers });
  const pages = [];
  let bundle = await client.search({ resourceType: "MedicationRequest", searchParams: { patient: "p1", _count: 40 } });
  while (bundle) {
    pages.push({ total: bundle.total, ids: (bundle.entry || []).map(entry => entry.resource.id) });
    bundle = await client.nextPage({ bundle });
  }
  return pages;
}

// fhirclient's SMART client, given the server and the patient directly instead of by a launch.
function smartClient() {
  const store = {};
  const storage = {
    get: async key => store[key],
    set: async (key, value) => { store[key] = value; return value; },
    unset: async key => { delete store[key]; return true; }
  };
  const request = { headers: { host: "localhost" }, url: "/", method: "GET" };
  // The API key as the bearer token: fhirclient sends it with every request, metadata included.
  return smart(request, {}, storage).client({ serverUrl: baseUrl, tokenResponse: { access_token: apiKey, patient: "p1" } });
}

async function withSmartClient() {
  const client = smartClient();
  const flat = await client.request("MedicationRequest?patient=p1&_count=40", { pageLimit: 0, flat: true });
  // client.patient.request first reads /metadata without the token (to learn how the server
  // scopes resources to a patient), which is why /metadata is open; see docs/fhir.md.
  const patientScoped = await client.patient.request("MedicationRequest", { pageLimit: 0, flat: true });
  return { flat: flat.map(resource => resource.id), patientScoped: patientScoped.map(resource => resource.id) };
}

(async () => {
  const fhirKit = await withFhirKitClient();
  const fhirclient = await withSmartClient();
  process.stdout.write(JSON.stringify({ fhirKit, fhirclient }) + "\n");
})().catch(error => {
  process.stderr.write(String(error && error.stack || error) + "\n");
  process.exit(1);
});
