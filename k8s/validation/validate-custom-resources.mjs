// Validates custom resources (the Prometheus operator's and KEDA's) against their CRDs' schemas, as shipped by
// @kubernetes-models. Those packages are ES modules only, so validate-manifest.ts runs this in a Node process of its
// own: the objects come as a JSON array on stdin, the answer is one list of violations per object on stdout.
import { readFileSync } from 'node:fs';

const PACKAGES = {
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
  'keda.sh': '@kubernetes-models/keda',
};

const objects = JSON.parse(readFileSync(0, 'utf8'));
const answers = [];
for (const object of objects) {
  const [group] = String(object.apiVersion).split('/');
  const pkg = PACKAGES[group];
  if (!pkg) {
    answers.push({ unknown: `unknown apiVersion ${object.apiVersion} (kind ${object.kind})` });
    continue;
  }
  const models = await import(`${pkg}/${object.apiVersion}`);
  const model = models[object.kind];
  if (typeof model !== 'function' || model.kind !== object.kind || model.apiVersion !== object.apiVersion) {
    answers.push({ unknown: `unknown kind ${object.kind} in ${object.apiVersion}` });
    continue;
  }
  try {
    new model(object).validate();
    answers.push({ errors: [] });
  } catch (error) {
    if (!error.errors) throw error;
    answers.push({ errors: error.errors.map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`) });
  }
}
process.stdout.write(JSON.stringify(answers));
