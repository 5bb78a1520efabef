import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunnelSection, funnelRows } from './funnel';
import { ReportRangeForm } from './report-range';

const STEPS = [
  { stage: 'applied', count: 200 },
  { stage: 'reviewing', count: 120 },
  { stage: 'interview', count: 30 },
  { stage: 'offered', count: 12 },
  { stage: 'hired', count: 9 },
];

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** The text of the file the next download saves. */
function captureDownload() {
  const saved: { name?: string; blob?: Blob } = {};
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.blob = blob;
    return 'blob:report';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.name = this.download;
  });
  return saved;
}

describe('report sections', () => {
  afterEach(() => jest.restoreAllMocks());

  it('computes the drop-off between stages', () => {
    expect(
      funnelRows(STEPS).map((r) => [r.stage, r.count, r.ofApplied, r.dropped, r.droppedPercent]),
    ).toEqual([
      ['Applied', 200, 100, null, null],
      ['Under Review', 120, 60, 80, 40],
      ['Interview', 30, 15, 90, 75],
      ['Offered', 12, 6, 18, 60],
      ['Hired', 9, 4.5, 3, 25],
    ]);
    expect(funnelRows([{ stage: 'applied', count: 0 }])[0].ofApplied).toBeNull();
  });

  it('shows the chart with every figure in its name and the same figures in a table beside it', () => {
    render(<FunnelSection steps={STEPS} fileName="funnel" />);
    const section = screen.getByRole('region', { name: 'Funnel' });
    expect(
      within(section).getByRole('img', {
        name: /^Funnel\. Applied: 200; Under Review: 120;.*Hired: 9$/,
      }),
    ).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Funnel' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('StageApplications% of appliedDrop-offDrop-off %');
    expect(
      within(rows[3])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['30', '15', '90', '75']);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Applied');
  });

  it('downloads the table as CSV', async () => {
    const saved = captureDownload();
    render(<FunnelSection steps={STEPS} fileName="funnel-2026-01" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Funnel' }));
    expect(saved.name).toBe('funnel-2026-01.csv');
    expect(await blobText(saved.blob!)).toBe(
      [
        '"Stage","Applications","% of applied","Drop-off","Drop-off %"',
        '"Applied","200","100","",""',
        '"Under Review","120","60","80","40"',
        '"Interview","30","15","90","75"',
        '"Offered","12","6","18","60"',
        '"Hired","9","4.5","3","25"',
        '',
      ].join('\r\n'),
    );
  });

  it('says so when there is nothing to show, and still offers the CSV', () => {
    render(<FunnelSection steps={[]} fileName="funnel" />);
    expect(screen.getByText('No data in this range')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV: Funnel' })).toBeInTheDocument();
  });
});

describe('report date range', () => {
  it('applies a valid range and explains one the server would refuse', async () => {
    const onChange = jest.fn();
    render(
      <ReportRangeForm value={{ from: '2026-01-01', to: '2026-01-31' }} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The "from" date must be on or before the "to" date',
    );
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-01-10', to: '2026-01-31' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a range longer than two years', async () => {
    const onChange = jest.fn();
    render(
      <ReportRangeForm value={{ from: '2023-01-01', to: '2026-01-31' }} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a range of at most two years');
    expect(onChange).not.toHaveBeenCalled();
  });
});
