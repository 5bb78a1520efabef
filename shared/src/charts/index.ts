// Report charts, tables and CSV downloads. A separate entry, so only the report pages load the
// chart code.
export * from './bar-chart';
export * from './funnel';
export * from './report-range';
export * from './report-section';
export * from './bar-chart-section';
export * from './report-body';
