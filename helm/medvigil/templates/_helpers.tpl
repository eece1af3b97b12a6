{{- define "medvigil.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "medvigil.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "medvigil.selectorLabels" -}}
app.kubernetes.io/name: {{ include "medvigil.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "medvigil.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "medvigil.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{/* The Secret holding database credentials: the user's own, or the chart's. */}}
{{- define "medvigil.databaseSecret" -}}
{{- default (printf "%s-database" (include "medvigil.fullname" .)) .Values.database.existingSecret }}
{{- end }}

{{- define "medvigil.webhookSecret" -}}
{{- default (printf "%s-webhooks" (include "medvigil.fullname" .)) .Values.webhooks.existingSecret }}
{{- end }}

{{- define "medvigil.smtpSecret" -}}
{{- default (printf "%s-smtp" (include "medvigil.fullname" .)) .Values.smtp.existingSecret }}
{{- end }}

{{/* The pods' ServiceAccount: the chart's own, or one that exists already ("default" when none is named). */}}
{{- define "medvigil.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "medvigil.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/* Labels of the `helm test` pod, which the NetworkPolicy lets in so that the test can reach both ports. */}}
{{- define "medvigil.testSelectorLabels" -}}
app.kubernetes.io/name: {{ include "medvigil.name" . }}-test
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: helm-test
{{- end }}
