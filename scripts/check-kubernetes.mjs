// Checks the Kubernetes manifests in deploy/kubernetes: every object against the Kubernetes API's own schema (the
// `kubernetes-models` package carries it, so nothing is fetched), then what the shop needs of them: probes on
// /api/health, a rollout that never drops below the replicas asked for, a disruption budget, a Service and an
// Ingress that reach the instances (the event streams unbuffered and kept open), settings from the ConfigMap and
// the Secret, every one of them (and those offered in comments) a setting the shop knows, and a migration Job that
// runs the migrations' entry.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'deploy', 'kubernetes');
const problems = [];
const fail = (message) => problems.push(message);

/** The model of each kind the manifests use, by apiVersion and kind. */
const MODELS = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
};

const objects = [];
for (const file of readdirSync(dir).filter((name) => /\.ya?ml$/.test(name) && name !== 'kustomization.yaml')) {
  for (const document of parseAllDocuments(readFileSync(path.join(dir, file), 'utf8'))) {
    if (document.errors.length > 0) fail(`${file}: ${document.errors[0].message}`);
    const object = document.toJS();
    if (!object) continue;
    const type = `${object.apiVersion}/${object.kind}`;
    const Model = MODELS[type];
    if (!Model) {
      fail(`${file}: ${type} is not a kind this check knows`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      fail(`${file}: ${object.kind} ${object.metadata?.name}: ${error.message}`);
    }
    objects.push({ file, ...object });
  }
}
const kustomized = parseAllDocuments(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'))[0].toJS();
for (const resource of kustomized.resources ?? [])
  if (!readdirSync(dir).includes(resource)) fail(`kustomization.yaml names ${resource}, which is not there`);

const one = (kind, name) => objects.find((object) => object.kind === kind && (!name || object.metadata.name === name));
const deployment = one('Deployment');
const service = one('Service');
const ingress = one('Ingress');
const budget = one('PodDisruptionBudget');
const job = one('Job');
const configMap = one('ConfigMap');
const secret = one('Secret');
for (const [object, kind] of [
  [deployment, 'Deployment'],
  [service, 'Service'],
  [ingress, 'Ingress'],
  [budget, 'PodDisruptionBudget'],
  [job, 'migration Job'],
  [configMap, 'ConfigMap'],
  [secret, 'Secret'],
])
  if (!object) fail(`deploy/kubernetes needs a ${kind}`);

if (deployment) {
  const { spec } = deployment;
  const labels = spec.template.metadata.labels;
  const shop = spec.template.spec.containers[0];
  if (!(spec.replicas >= 2)) fail('the Deployment must run at least 2 instances');
  if (spec.strategy?.rollingUpdate?.maxUnavailable !== 0)
    fail('the Deployment must roll out with maxUnavailable 0: never fewer ready instances than asked for');
  for (const probe of ['readinessProbe', 'livenessProbe'])
    if (shop[probe]?.httpGet?.path !== '/api/health') fail(`the shop's container needs a ${probe} on /api/health`);
  const port = shop.ports?.find((candidate) => candidate.containerPort === 3000)?.name;
  if (!port) fail("the shop's container must expose its port 3000");
  // A stop is the preStop pause, then up to SHUTDOWN_TIMEOUT_MS for the connections, then up to 10 s for a job running.
  const pause = shop.lifecycle?.preStop?.sleep?.seconds ?? 0;
  const shutdown = Number(configMap?.data?.SHUTDOWN_TIMEOUT_MS ?? 20_000) / 1000;
  const needed = pause + shutdown + 10;
  if (!(spec.template.spec.terminationGracePeriodSeconds >= needed))
    fail(
      `the instances need time to stop in order (terminationGracePeriodSeconds ≥ ${needed}: the preStop pause, SHUTDOWN_TIMEOUT_MS and 10 s for a job)`,
    );
  const sources = (container) =>
    (container.envFrom ?? []).map((source) => source.configMapRef?.name ?? source.secretRef?.name);
  for (const container of [shop, ...(job ? job.spec.template.spec.containers : [])])
    for (const needed of [configMap?.metadata.name, secret?.metadata.name])
      if (!sources(container).includes(needed))
        fail(`the container ${container.name} must take its settings from ${needed}`);
  const matches = (selector) => Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);
  if (service && !matches(service.spec.selector)) fail("the Service must select the Deployment's instances");
  if (budget && !matches(budget.spec.selector.matchLabels)) fail('the PodDisruptionBudget must select the instances');
  if (budget && !(budget.spec.minAvailable >= 1 && budget.spec.minAvailable < spec.replicas))
    fail('the PodDisruptionBudget must keep some instances and let a node drain (1 ≤ minAvailable < replicas)');
  if (service && !service.spec.ports.some((entry) => entry.targetPort === port || entry.targetPort === 3000))
    fail("the Service must send to the shop's port");
}
if (ingress && service) {
  const backends = ingress.spec.rules.flatMap((rule) => rule.http.paths.map((entry) => entry.backend.service));
  if (!backends.some((backend) => backend.name === service.metadata.name)) fail('the Ingress must send to the Service');
  const annotations = ingress.metadata.annotations ?? {};
  if (annotations['nginx.ingress.kubernetes.io/proxy-buffering'] !== 'off')
    fail('the Ingress must not buffer the event streams (proxy-buffering off)');
  if (!(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) >= 600))
    fail('the Ingress must keep a quiet event stream open (proxy-read-timeout of 600 or more)');
}
if (job) {
  const command = job.spec.template.spec.containers[0].command?.join(' ') ?? '';
  if (!command.includes('backend/dist/migrate.js')) fail('the migration Job must run backend/dist/migrate.js');
  if (job.spec.template.spec.restartPolicy !== 'Never') fail('the migration Job must not restart in place');
}

// Every setting is one the shop knows: a misspelt name would be ignored, and the shop would run on its default.
const configDir = path.join(root, 'backend', 'src', 'config');
const configSource = readdirSync(configDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
  .map((name) => readFileSync(path.join(configDir, name), 'utf8'))
  .join('\n');
const known = new Set([...configSource.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]));
for (const [object, values] of [
  [configMap, configMap?.data],
  [secret, secret?.stringData],
])
  for (const name of Object.keys(values ?? {}))
    if (!known.has(name)) fail(`${object.kind} ${object.metadata.name} sets ${name}, which is no setting of the shop`);
// Settings offered commented out, to be turned on by hand, are known ones too.
for (const file of ['config.yaml', 'secret.yaml'])
  for (const [, name] of readFileSync(path.join(dir, file), 'utf8').matchAll(/^\s*#\s*([A-Z][A-Z0-9_]+):/gm))
    if (!known.has(name)) fail(`${file} offers ${name}, which is no setting of the shop`);
for (const needed of ['DATABASE_URL', 'JWT_SECRET', 'STRIPE_SECRET_KEY'])
  if (secret && !(needed in (secret.stringData ?? {}))) fail(`the Secret must hold ${needed}`);

if (problems.length > 0) {
  console.error(`deploy/kubernetes:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `deploy/kubernetes: ${objects.length} objects valid against the Kubernetes API's schema, with what the shop needs`,
);
