import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { createPartnership, DuplicatePartnershipError } from '../api/create-partnership';
import type { PartnerCompany } from '../api/list-partnership-data';
import { CreatePartnershipDialog } from './create-partnership-dialog';

jest.mock('../api/create-partnership', () => {
  const actual = jest.requireActual('../api/create-partnership');
  return { ...actual, createPartnership: jest.fn() };
});
const createMock = createPartnership as jest.MockedFunction<typeof createPartnership>;

const company = (id: string, name: string): PartnerCompany => ({
  id,
  name,
  industry: null,
  location: null,
  is_approved: true,
});
const COMPANIES = [
  company('a', 'Acme Corp'),
  company('b', 'Globex Industries'),
  company('c', 'Initech'),
];

function renderDialog(existing = [{ company_a_id: 'a', company_b_id: 'b' }]) {
  const onCreated = jest.fn();
  renderAt(
    <CreatePartnershipDialog
      open
      companies={COMPANIES}
      existing={existing}
      onClose={() => undefined}
      onCreated={onCreated}
    />,
  );
  return { onCreated };
}

async function pick(label: string, name: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(name);
  fireEvent.click(options[options.length - 1]);
}

function visibleOptionTitles(): string[] {
  const lists = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const last = lists[lists.length - 1] as HTMLElement;
  return within(last)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Partnership' }));

beforeEach(() => createMock.mockReset());

describe('create partnership dialog', () => {
  it('asks for both companies', async () => {
    renderDialog();
    submit();
    expect(await screen.findByText('Please select both companies')).toBeInTheDocument();
    await pick('First Company', 'Initech');
    submit();
    expect(await screen.findByText('Please select both companies')).toBeInTheDocument();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('leaves the first pick out of the second list', async () => {
    renderDialog();
    await pick('First Company', 'Acme Corp');
    fireEvent.mouseDown(screen.getByLabelText('Second Company'));
    await screen.findAllByTitle('Initech');
    await waitFor(() => expect(visibleOptionTitles()).not.toContain('Acme Corp'));
  });

  it('refuses an existing pair in the opposite order', async () => {
    renderDialog();
    await pick('First Company', 'Globex Industries');
    await pick('Second Company', 'Acme Corp');
    submit();
    expect(
      await screen.findByText('Partnership already exists between these companies'),
    ).toBeInTheDocument();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('creates a new pair with the chosen sharing and confirms it', async () => {
    createMock.mockResolvedValue({ id: 'p', company_a_id: 'c', company_b_id: 'a' });
    const { onCreated } = renderDialog();
    await pick('First Company', 'Initech');
    await pick('Second Company', 'Acme Corp');
    fireEvent.click(screen.getByLabelText('Share candidates'));
    submit();
    expect(await screen.findByText('Partnership created successfully')).toBeInTheDocument();
    expect(createMock).toHaveBeenCalledWith({
      companyAId: 'c',
      companyBId: 'a',
      canShareJobs: true,
      canShareCandidates: false,
    });
    expect(onCreated).toHaveBeenCalled();
  });

  it('shows the duplicate message when the database already has the pair', async () => {
    createMock.mockRejectedValue(new DuplicatePartnershipError());
    renderDialog([]);
    await pick('First Company', 'Initech');
    await pick('Second Company', 'Acme Corp');
    submit();
    expect(
      await screen.findByText('Partnership already exists between these companies'),
    ).toBeInTheDocument();
  });

  it('reports any other failure', async () => {
    createMock.mockRejectedValue(new Error('permission denied for table company_relationships'));
    renderDialog([]);
    await pick('First Company', 'Initech');
    await pick('Second Company', 'Acme Corp');
    submit();
    expect(await screen.findByText('Failed to create partnership')).toBeInTheDocument();
    expect(
      screen.getByText('permission denied for table company_relationships'),
    ).toBeInTheDocument();
  });
});
