// What Allure shows of a check: labels (epic = API, feature = method, story = aspect, severity from
// the clause level, one `clause` label per clause id), history by the stable check id, and a failure's evidence.
import * as allure from 'allure-js-commons';
import type { CheckMeta } from './meta.js';

export async function labelCheck(meta: CheckMeta): Promise<void> {
  const api = meta.method.includes('.') ? meta.method.split('.')[0]! : meta.method;
  await allure.labels(
    { name: 'epic', value: api },
    { name: 'feature', value: meta.method },
    { name: 'story', value: meta.aspect },
    { name: 'severity', value: meta.level === 'MUST' ? 'critical' : 'minor' },
    ...meta.clauses.map((c) => ({ name: 'clause', value: c })),
  );
  // History follows the stable check id: rewording a title keeps a check's history.
  await allure.historyId(meta.id);
  await allure.testCaseId(meta.id);
}

/** Attaches the reproduction and the exchanges of a failing (or expected-fail, or warned) check. */
export async function attachFailure(meta: CheckMeta): Promise<void> {
  if (meta.deviations?.length) await allure.label('deviation', meta.deviations.join(','));
  if (meta.reproduce) await allure.attachment('reproduce (curl)', meta.reproduce, { contentType: 'text/plain' });
  for (const x of meta.exchanges ?? []) {
    await allure.attachment(`request #${x.seq}`, `${x.request.method} ${x.request.path}\n\n${x.request.body}`, {
      contentType: 'text/plain',
    });
    await allure.attachment(
      `response #${x.seq}`,
      x.response ? `HTTP ${x.response.status}\n\n${x.response.body}` : `no response: ${x.error ?? ''}`,
      { contentType: 'text/plain' },
    );
  }
}
