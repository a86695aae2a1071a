import { refreshCatalogUpkeep } from '../catalog/catalog-upkeep';
import { sendDemoReply } from '../chat/demo-replies';
import type { ServerDeps } from '../deps';
import type { JobKind, JobPayloads } from './schedule-job';

/** Runs one job; a throw is a failed attempt, retried by the runner (jobs/job-runner.ts). */
export type JobHandler = (deps: ServerDeps, payload: unknown) => Promise<void>;

export type JobHandlers = Record<string, JobHandler>;

/** What runs each kind of job. The payload is the one schedule-job.ts stored for that kind. */
export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
  'demo-reply': (deps, payload) => {
    const { userId, shopId, customerMessageId } = payload as JobPayloads['demo-reply'];
    return sendDemoReply(deps, userId, shopId, customerMessageId);
  },
  'catalog-upkeep': async (deps) => {
    await refreshCatalogUpkeep(deps.db, deps.now());
    // Other instances' answers catch up within the cache's lifetime (catalog-cache.ts).
    deps.catalog.clear();
  },
};
