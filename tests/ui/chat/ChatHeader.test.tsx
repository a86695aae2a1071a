import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatEmptyState } from '../../../src/ui/chat/ChatEmptyState';
import { ChatHeader } from '../../../src/ui/chat/ChatHeader';
import { renderWithI18n } from '../kit/renderWithI18n';
import { SHOP } from './support';

describe('ChatHeader', () => {
  it('names the shop in a heading with its logo and says it is online', () => {
    const { container } = renderWithI18n(<ChatHeader shop={SHOP} isOnline />);
    expect(screen.getByRole('heading', { level: 2, name: 'Green Leaf Grocers' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', SHOP.logo);
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('says Offline otherwise, and takes the heading level of its place', () => {
    renderWithI18n(<ChatHeader shop={{ name: 'Volt Electronics', logo: null }} isOnline={false} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Volt Electronics' })).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });
});

describe('ChatEmptyState', () => {
  it('says what docs/requirements.md §2 says when no shop is picked', () => {
    renderWithI18n(<ChatEmptyState />);
    expect(screen.getByRole('heading', { level: 2, name: 'No User Selected' })).toBeInTheDocument();
    expect(screen.getByText('Please select a user to see their messages')).toBeInTheDocument();
  });
});
