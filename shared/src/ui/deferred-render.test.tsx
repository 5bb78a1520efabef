import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { DeferredRender, RenderInTurns, useRevealedCount } from './deferred-render';

function FirstCommit({ onCommit }: { onCommit: (text: string) => void }) {
  useLayoutEffect(() => {
    onCommit(document.body.textContent ?? '');
  }, [onCommit]);
  return null;
}

describe('DeferredRender', () => {
  it('leaves its children out of the first commit and shows them right after', () => {
    const commits: string[] = [];
    const onCommit = (text: string) => {
      commits.push(text);
    };
    render(
      <>
        <p>First screen</p>
        <DeferredRender>
          <p>Below the fold</p>
        </DeferredRender>
        <FirstCommit onCommit={onCommit} />
      </>,
    );
    expect(commits[0]).toBe('First screen');
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
  });

  it('shows its fallback in the first commit', () => {
    const commits: string[] = [];
    render(
      <>
        <DeferredRender fallback={<p>Loading</p>}>
          <p>The page</p>
        </DeferredRender>
        <FirstCommit onCommit={(text) => commits.push(text)} />
      </>,
    );
    expect(commits[0]).toBe('Loading');
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('adds the parts one commit at a time, from the first ones', () => {
    const commits: string[] = [];
    function Columns() {
      const shown = useRevealedCount(4, 2);
      return (
        <>
          {['A', 'B', 'C', 'D'].slice(0, shown).map((name) => (
            <p key={name}>{name}</p>
          ))}
          <FirstCommit onCommit={(text) => commits.push(text)} />
        </>
      );
    }
    render(<Columns />);
    expect(commits).toEqual(['AB', 'ABC', 'ABCD']);
  });

  it('renders each part once while the next ones join in turns', () => {
    const pageAtMount: string[] = [];
    const renders: string[] = [];
    function Part({ name }: { name: string }) {
      renders.push(name);
      useLayoutEffect(() => {
        pageAtMount.push(document.body.textContent ?? '');
      }, []);
      return <p>{name}</p>;
    }
    render(
      <RenderInTurns>
        {['A', 'B', 'C'].map((name) => (
          <Part key={name} name={name} />
        ))}
      </RenderInTurns>,
    );
    // One part per commit, and none drawn again when the next one joins.
    expect(pageAtMount).toEqual(['A', 'AB', 'ABC']);
    expect(renders).toEqual(['A', 'B', 'C']);
  });
});
