import { describe, expect, it } from 'vitest';
import { isOrganisation } from '../analytics/company.ts';
import { developerGenreConsistency } from '../analytics/textRealism.ts';
import { Catalog } from './catalog.ts';
import { SCALE_SIZES } from './scales.ts';

const catalog = new Catalog(23, SCALE_SIZES.demo, Date.parse('2026-01-01T00:00:00+08:00'));
const apps = Array.from({ length: catalog.size }, (_, i) => {
  const app = catalog.app(i);
  const d = catalog.developer(app.developer);
  return {
    app,
    developer: d,
    primaryGenreId: app.primaryGenreId,
    developerName: d.artistName,
    sellerName: d.sellerName,
  };
});

describe('developers of the catalogue', () => {
  it("are named for what they publish: no games publisher's shopping app, no e-commerce company's game", () => {
    expect(developerGenreConsistency(apps)).toMatchObject({ value: 1, pass: true });
    const sellers = (genre: number) => apps.filter((a) => a.primaryGenreId === genre).map((a) => a.sellerName);
    expect(sellers(6024).some((s) => s.includes('游戏'))).toBe(false);
    expect(sellers(6024).some((s) => s.includes('电子商务'))).toBe(true);
    expect(sellers(6014).some((s) => s.includes('游戏'))).toBe(true);
  });

  it('include individuals, whose names carry no legal form, and companies, whose names do', () => {
    const people = catalog.developers.filter((d) => d.brand === null);
    expect(people.length / catalog.developers.length).toBeGreaterThan(0.05);
    expect(people.every((d) => !isOrganisation(d.artistName, d.sellerName))).toBe(true);
    expect(
      catalog.developers.filter((d) => d.brand !== null).every((d) => isOrganisation(d.artistName, d.sellerName)),
    ).toBe(true);
  });

  it('publish most games from games publishers', () => {
    const games = apps.filter((a) => a.app.isGame);
    expect(games.filter((a) => a.developer.games).length / games.length).toBeGreaterThan(0.8);
  });
});
