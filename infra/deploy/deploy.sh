#!/usr/bin/env bash
# Rolls a release out to a cluster (infra/deploy/README.md, "Deploy"):
#   infra/deploy/deploy.sh production      (or staging; any folder under overlays/)
# 1. renders the overlay (kubectl's built-in kustomize), 2. applies the namespace and the
# ConfigMap, 3. runs the migration Job and waits for it, 4. applies everything else and
# waits for each Deployment's rollout. The Secret wellness-secrets must exist beforehand.
set -euo pipefail

overlay="${1:?usage: deploy.sh OVERLAY (a folder of infra/deploy/overlays)}"
dir="$(cd "$(dirname "$0")" && pwd)/overlays/${overlay}"
namespace="$(awk '/^namespace:/ { print $2 }' "${dir}/kustomization.yaml")"
timeout="${ROLLOUT_TIMEOUT:-10m}"
rendered="$(mktemp)"
trap 'rm -f "${rendered}"' EXIT

kubectl kustomize "${dir}" >"${rendered}"

kubectl apply -f "${rendered}" -l app.kubernetes.io/component=config
if ! kubectl -n "${namespace}" get secret wellness-secrets >/dev/null 2>&1; then
  echo "Secret wellness-secrets is missing in ${namespace} (infra/deploy/README.md, \"Secrets\")." >&2
  exit 1
fi

# A Job's pod template cannot change: the previous release's Job goes first.
kubectl -n "${namespace}" delete job/wellness-migrate --ignore-not-found --wait=true
kubectl apply -f "${rendered}" -l app.kubernetes.io/component=migrate
echo "Waiting for the migrations..."
deadline=$((SECONDS + 1800))
while true; do
  succeeded="$(kubectl -n "${namespace}" get job/wellness-migrate -o jsonpath='{.status.succeeded}')"
  failed="$(kubectl -n "${namespace}" get job/wellness-migrate -o jsonpath='{.status.conditions[?(@.type=="Failed")].status}')"
  if [ "${succeeded:-0}" -ge 1 ]; then break; fi
  if [ "${failed}" = "True" ] || [ "${SECONDS}" -gt "${deadline}" ]; then
    kubectl -n "${namespace}" logs job/wellness-migrate --tail=50 || true
    echo "The migration Job failed: nothing else was changed." >&2
    exit 1
  fi
  sleep 5
done

kubectl apply -f "${rendered}"
for deployment in $(kubectl -n "${namespace}" get deployments -l app.kubernetes.io/name=wellness -o name); do
  kubectl -n "${namespace}" rollout status "${deployment}" --timeout="${timeout}"
done
echo "Deployed ${overlay} to ${namespace}."
