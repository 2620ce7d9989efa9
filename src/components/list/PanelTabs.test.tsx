import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PanelTabs } from './PanelTabs';

function Tabs() {
  const [active, setActive] = useState<'a' | 'b' | 'c'>('a');
  return (
    <PanelTabs
      active={active}
      onChange={setActive}
      tabs={[
        { key: 'a', label: 'Conditions', content: () => <p>conditions here</p> },
        { key: 'b', label: 'Saved Filters', content: () => <p>saved here</p> },
        { key: 'c', label: 'Third', content: () => <p>third here</p> },
      ]}
    />
  );
}

describe('the filter panel tabs', () => {
  it('shows the chosen tab panel, named by its tab', () => {
    render(<Tabs />);
    expect(screen.getByRole('tabpanel', { name: 'Conditions' })).toHaveTextContent('conditions here');
    fireEvent.click(screen.getByRole('tab', { name: 'Saved Filters' }));
    expect(screen.getByRole('tab', { name: 'Saved Filters' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Saved Filters' })).toHaveTextContent('saved here');
    expect(screen.queryByText('conditions here')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End, wrapping around, and keeps one tab in the tab order', () => {
    render(<Tabs />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.keyDown(tab('Conditions'), { key: 'ArrowLeft' });
    expect(tab('Third')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('third here');
    fireEvent.keyDown(tab('Third'), { key: 'ArrowRight' });
    expect(tab('Conditions')).toHaveFocus();
    fireEvent.keyDown(tab('Conditions'), { key: 'End' });
    expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Third'), { key: 'Home' });
    expect(tab('Conditions')).toHaveAttribute('tabindex', '0');
    expect(tab('Saved Filters')).toHaveAttribute('tabindex', '-1');
  });
});
