// A job's and a candidate's match score with its reasons on demand, and the list of candidates
// ranked for a job: a light entry (tags, a link button, one read), so the dashboards and the
// pipeline board that show a score load nothing else.
export * from './match';
export * from './match-score';
export * from './ranked-candidate-list';
