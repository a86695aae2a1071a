import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from '../../../src/ui/kit/Tabs';
import { renderWithI18n } from './renderWithI18n';

function ProductTabs() {
  return (
    <Tabs>
      <TabList aria-label="Product information">
        <Tab id="description">Description</Tab>
        <Tab id="reviews">Reviews</Tab>
        <Tab id="shipping">Shipping</Tab>
      </TabList>
      <TabPanel id="description">Soft cotton.</TabPanel>
      <TabPanel id="reviews">No reviews yet.</TabPanel>
      <TabPanel id="shipping">Ships in 2 days.</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    const { user } = renderWithI18n(<ProductTabs />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('Soft cotton.');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('No reviews yet.');

    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Shipping' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses a tab by pointer', async () => {
    const { user } = renderWithI18n(<ProductTabs />);
    await user.click(screen.getByRole('tab', { name: 'Shipping' }));
    expect(screen.getByRole('tabpanel', { name: 'Shipping' })).toHaveTextContent('Ships in 2 days.');
    expect(screen.queryByText('Soft cotton.')).not.toBeInTheDocument();
  });
});
