import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderInPortal, type ApiAnswer, type ApiRequest } from '@portal/shared/testing';
import type { PartnerCompany } from '../api/list-partnership-data';
import { CreatePartnershipDialog } from './create-partnership-dialog';

const RELATIONSHIPS_PATH = '/rest/v1/company_relationships';
let requests: ApiRequest[];

/** How the database answers the insert. */
function answerInsert(answer: ApiAnswer) {
  requests = fakeApi(({ path }) => (path === RELATIONSHIPS_PATH ? answer : undefined));
}
const inserts = () => requests.filter((request) => request.method === 'POST');

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
  renderInPortal(
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

beforeEach(() =>
  answerInsert({ status: 201, body: { id: 'p', company_a_id: 'c', company_b_id: 'a' } }),
);

describe('create partnership dialog', () => {
  it('asks for both companies', async () => {
    renderDialog();
    submit();
    expect(await screen.findByText('Please select both companies')).toBeInTheDocument();
    await pick('First Company', 'Initech');
    submit();
    expect(await screen.findByText('Please select both companies')).toBeInTheDocument();
    expect(inserts()).toEqual([]);
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
    expect(inserts()).toEqual([]);
  });

  it('creates a new pair with the chosen sharing and confirms it', async () => {
    const { onCreated } = renderDialog();
    await pick('First Company', 'Initech');
    await pick('Second Company', 'Acme Corp');
    fireEvent.click(screen.getByLabelText('Share candidates'));
    submit();
    expect(await screen.findByText('Partnership created successfully')).toBeInTheDocument();
    expect(inserts()[0].body).toEqual({
      company_a_id: 'c',
      company_b_id: 'a',
      can_share_jobs: true,
      can_share_candidates: false,
    });
    expect(onCreated).toHaveBeenCalled();
  });

  it('shows the duplicate message when the database already has the pair', async () => {
    answerInsert({
      status: 409,
      body: { code: '23505', message: 'duplicate key value violates unique constraint' },
    });
    renderDialog([]);
    await pick('First Company', 'Initech');
    await pick('Second Company', 'Acme Corp');
    submit();
    expect(
      await screen.findByText('Partnership already exists between these companies'),
    ).toBeInTheDocument();
  });

  it('reports any other failure', async () => {
    answerInsert({
      status: 403,
      body: { code: '42501', message: 'permission denied for table company_relationships' },
    });
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
