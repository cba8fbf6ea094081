// The house rules for every Deployment and StatefulSet, beyond what the API schema requires: the kubelet
// must be able to tell whether a pod lives and takes traffic, the scheduler must know its size, and no
// container may run as root.
import { type KubeObject } from './validate-manifest';

interface Container {
  name: string;
  livenessProbe?: unknown;
  readinessProbe?: unknown;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}

interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}

export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'DaemonSet'];

export function podSpecOf(object: KubeObject): PodSpec {
  return (object.spec as { template: { spec: PodSpec } }).template.spec;
}

/** What a workload breaks of the house rules; empty when it keeps them all. */
export function workloadPolicyViolations(object: KubeObject): string[] {
  const pod = podSpecOf(object);
  const problems: string[] = [];
  for (const c of pod.containers) {
    if (!c.livenessProbe) problems.push(`container ${c.name} has no livenessProbe`);
    if (!c.readinessProbe) problems.push(`container ${c.name} has no readinessProbe`);
    for (const bound of ['requests', 'limits'] as const) {
      for (const resource of ['cpu', 'memory']) {
        if (!c.resources?.[bound]?.[resource]) problems.push(`container ${c.name} has no resources.${bound}.${resource}`);
      }
    }
    const runAsNonRoot = c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
    if (runAsNonRoot !== true) problems.push(`container ${c.name} does not set runAsNonRoot: true`);
    const uid = c.securityContext?.runAsUser ?? pod.securityContext?.runAsUser;
    if (uid === 0) problems.push(`container ${c.name} runs as uid 0`);
  }
  return problems;
}
