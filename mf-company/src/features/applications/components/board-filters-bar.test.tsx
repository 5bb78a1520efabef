import { renderInPortal } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoardFiltersBar } from './board-filters-bar';

describe('BoardFiltersBar', () => {
  it('applies the best-match order as soon as it is chosen, with the filters typed so far', async () => {
    const onChange = jest.fn();
    renderInPortal(<BoardFiltersBar value={{ source: 'vendor' }} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByTitle('Newest')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by name' }), 'lee');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByTitle('Best match'));
    expect(onChange).toHaveBeenLastCalledWith({ source: 'vendor', search: 'lee', sort: 'match' });
  });

  it('keeps the chosen order when the filters are cleared', async () => {
    const onChange = jest.fn();
    renderInPortal(<BoardFiltersBar value={{ source: 'vendor', sort: 'match' }} onChange={onChange} />);
    expect(screen.getByTitle('Best match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'match' });
  });
});
