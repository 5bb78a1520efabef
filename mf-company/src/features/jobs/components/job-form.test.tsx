import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import { JobForm } from './job-form';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function addEntry(label: string, value: string) {
  fill(label, value);
  const input = screen.getByLabelText(label);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const options = await screen.findAllByText(option, {
    selector: '.ant-select-item-option-content',
  });
  await userEvent.click(options[options.length - 1]);
}

describe('JobForm', () => {
  it('shows the required-field messages and does not submit an empty job', async () => {
    const onSubmit = jest.fn();
    renderInPortal(<JobForm onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job title is required')).toBeInTheDocument();
    expect(screen.getByText('Job description is required')).toBeInTheDocument();
    expect(screen.getByText('Primary location is required')).toBeInTheDocument();
    expect(screen.getByText('Job type is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the job live, with the Open badge only when published and the salary rule', async () => {
    renderInPortal(<JobForm onSubmit={jest.fn()} onCancel={jest.fn()} />);
    const preview = screen.getByLabelText('Job preview');
    fill('Job Title', 'Staff Engineer');
    expect(within(preview).getByText('Staff Engineer')).toBeInTheDocument();
    expect(within(preview).getByText('Salary not specified')).toBeInTheDocument();
    expect(within(preview).queryByText('Open')).not.toBeInTheDocument();

    fill('Minimum Salary (USD per year)', '90000');
    expect(within(preview).getByText('From $90,000')).toBeInTheDocument();
    fill('Maximum Salary (USD per year)', '120000');
    expect(within(preview).getByText('$90,000 - $120,000')).toBeInTheDocument();

    await pick('Status', 'Published - Open for applications');
    expect(within(preview).getByText('Open')).toBeInTheDocument();
  });

  it('adds questions only with text, with options only for choice types, and submits the cleaned job', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderInPortal(<JobForm onSubmit={onSubmit} onCancel={jest.fn()} />);
    fill('Job Title', '  Analyst ');
    fill('Job Description', 'Crunch numbers');
    fill('Primary Location', 'Austin');
    await pick('Job Type', 'FULL TIME');
    fill('Required Skills (comma-separated)', 'SQL, Excel, SQL');
    addEntry('Additional Locations', ' Remote ');
    addEntry('Additional Locations', 'Remote');

    await userEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(screen.getByText('Question text is required')).toBeInTheDocument();
    expect(screen.queryByLabelText('Options')).not.toBeInTheDocument();

    fill('Question', 'Preferred shift?');
    await pick('Question Type', 'MULTIPLE CHOICE');
    addEntry('Options', 'Day');
    addEntry('Options', 'Night');
    await userEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(screen.getByText(/Options: Day, Night/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0];
    expect(values).toMatchObject({
      title: 'Analyst',
      job_type: 'FULL_TIME',
      status: 'draft',
      locations: ['Remote'],
      questions: [
        {
          question: 'Preferred shift?',
          questionType: 'MULTIPLE_CHOICE',
          isRequired: true,
          options: ['Day', 'Night'],
        },
      ],
    });
  });
});
