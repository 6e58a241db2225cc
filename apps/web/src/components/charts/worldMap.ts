/**
 * The world map for ECharts (spec 2.5 charts: world map), loaded only by the pages that draw it:
 * ECharts ships no map data, so the map series and a world GeoJSON (simplified Chinese names, ISO
 * 3166 codes in `iso_a2`; @surbowl/world-geo-json-zh, fetched as a static asset) come with this
 * module.
 */
import * as echarts from 'echarts/core';
import { MapChart } from 'echarts/charts';
import worldUrl from '@surbowl/world-geo-json-zh/world.zh.json?url';

echarts.use([MapChart]);

let loading: Promise<void> | null = null;

/**
 * Registers the world map under `name` once (a failed download is tried again on the next call).
 * Its features name a country by its ISO 3166 code in `iso_a2` (uppercase).
 */
export function loadWorldMap(name: string): Promise<void> {
  loading ??= fetch(worldUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`世界地图加载失败（${res.status}）`);
      return res.json() as Promise<Parameters<typeof echarts.registerMap>[1]>;
    })
    .then((geo) => echarts.registerMap(name, geo))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
