import { render, screen } from '@testing-library/react';
import { MemoryRouter, useInRouterContext, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { reactRouterProvider } from '../../../src/shims/ra-core-router-provider';

const { RouterWrapper, useCanBlock } = reactRouterProvider;

const WhereAmI = () => {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}, blocking {useCanBlock() ? 'possible' : 'impossible'}
    </p>
  );
};

/**
 * ra-core's router adapter as the build uses it (decision 202): inside the app's BrowserRouter it
 * adds no router; alone (a test rendering react-admin bare) it makes a plain one, never the data
 * router whose runtime the app's pages would otherwise download.
 */
describe("ra-core's router adapter without a data router", () => {
  it('adds no router inside an existing one', () => {
    render(
      <MemoryRouter initialEntries={['/academic-levels']}>
        <RouterWrapper>
          <WhereAmI />
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /academic-levels, blocking impossible')).toBeInTheDocument();
  });

  it('makes a plain router of its own where there is none', () => {
    const InRouter = () => <p>{useInRouterContext() ? 'in a router' : 'no router'}</p>;
    render(
      <RouterWrapper>
        <InRouter />
        <WhereAmI />
      </RouterWrapper>,
    );
    expect(screen.getByText('in a router')).toBeInTheDocument();
    expect(screen.getByText('at /, blocking impossible')).toBeInTheDocument();
  });
});
