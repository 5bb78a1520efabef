// A job's and a candidate's match score with its reasons on demand: a light entry (a tag, a link
// button and one read), so the dashboards and the pipeline board that show it load nothing else.
export * from './match';
export * from './match-score';
