// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

const renderAt = (page: number, pageCount: number) =>
  render(
    <MemoryRouter>
      <Pagination
        label="Pages of leads"
        page={page}
        pageCount={pageCount}
        searchFor={(p) => `?status=new&page=${p}`}
      />
    </MemoryRouter>,
  );

describe('Pagination', () => {
  it('links the neighbouring pages with the list state, and disables the missing direction', () => {
    renderAt(1, 3);
    const nav = screen.getByRole('navigation', { name: 'Pages of leads' });
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/?status=new&page=2',
    );
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByText('Previous page').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('shows nothing for a single page', () => {
    const { container } = renderAt(1, 1);
    expect(container.innerHTML).toBe('');
  });
});
