// One interview in a list, as the candidate dashboard and the recruiters' interview list show it:
// a light entry of its own, so a dashboard drawing it loads none of the heavier shared widgets.
export * from './interview-list-item';
