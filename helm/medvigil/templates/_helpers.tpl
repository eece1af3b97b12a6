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
