/** What a hiring record hangs on: one application, or everything about one candidate. */
export type HiringScope = { applicationId: string } | { candidateId: string };

/** Cache keys of notes, interviews and scorecards; invalidating `all` refreshes every view. */
export const hiringKeys = {
  all: ['company-hiring'] as const,
  team: (companyId: string) => [...hiringKeys.all, 'team', companyId] as const,
  notes: (scope: HiringScope) => [...hiringKeys.all, 'notes', scope] as const,
  interviews: (scope: HiringScope) => [...hiringKeys.all, 'interviews', scope] as const,
  myInterviews: (userId: string) => [...hiringKeys.all, 'my-interviews', userId] as const,
  scorecards: (scope: HiringScope) => [...hiringKeys.all, 'scorecards', scope] as const,
};

/** The column a scope filters on. */
export function scopeFilter(scope: HiringScope): ['application_id' | 'candidate_id', string] {
  return 'applicationId' in scope
    ? ['application_id', scope.applicationId]
    : ['candidate_id', scope.candidateId];
}
