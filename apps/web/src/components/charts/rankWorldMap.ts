/**
 * The world map of where an app ranks (globalranking, AppRank): the map module loaded on demand and
 * the ECharts option colouring each storefront by the app's rank on a chart.
 */
import { useEffect, useState } from 'react';
import { MAP_RANK_RANGE } from '@bangyan/contract';

/** The map's colours: rank 1 darkest; a storefront whose chart lacks the app, and one without the chart. */
const RANK_COLORS = ['#0f4fd6', '#5b95ff', '#cfe0ff'];
const OFF_CHART_COLOR = '#d5dbe5';
const NO_CHART_COLOR = '#f1f3f7';

type MapState = 'loading' | 'ready' | Error;

/** The world map's name in ECharts, and the GeoJSON property naming a country (ISO code, uppercase). */
const WORLD_MAP = 'world';
const WORLD_NAME_PROPERTY = 'iso_a2';

/** The world map module, loaded when the page opens (ECharts has no map data of its own). */
export function useWorldMap(): MapState {
  const [state, setState] = useState<MapState>('loading');
  useEffect(() => {
    let live = true;
    import('./worldMap.ts')
      .then((m) => m.loadWorldMap(WORLD_MAP))
      .then(
        () => live && setState('ready'),
        (error: unknown) => live && setState(error instanceof Error ? error : new Error(String(error))),
      );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** A storefront's place on the map: the app's rank there, 0 = not on the chart. */
export interface MapRow {
  /** Lowercase ISO code, and the storefront's name. */
  country: string;
  countryName: string;
  appRank: number;
}

/** Each storefront with the chart coloured by the app's rank there (spec 9: colour axis 1 to 1500). */
export function rankMapOption(rows: readonly MapRow[]) {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; data?: { countryName: string; appRank: number } }) =>
        p.data
          ? `${p.data.countryName}：${p.data.appRank > 0 ? `第 ${p.data.appRank} 名` : '不在榜'}`
          : `${p.name}：暂无榜单数据`,
    },
    visualMap: {
      type: 'continuous',
      min: MAP_RANK_RANGE[0],
      max: MAP_RANK_RANGE[1],
      inverse: true,
      left: 16,
      bottom: 16,
      text: ['排名靠后', '排名靠前'],
      calculable: true,
      inRange: { color: RANK_COLORS },
    },
    series: [
      {
        type: 'map',
        map: WORLD_MAP,
        nameProperty: WORLD_NAME_PROPERTY,
        roam: true,
        zoom: 1.15,
        itemStyle: { areaColor: NO_CHART_COLOR, borderColor: '#fff', borderWidth: 0.6 },
        emphasis: { label: { show: false }, itemStyle: { areaColor: '#ffd666' } },
        select: { disabled: true },
        data: rows.map((c) => ({
          name: c.country.toUpperCase(),
          // Off the chart: no value for the colour axis (it would clamp to rank 1), its own colour.
          value: c.appRank > 0 ? c.appRank : '-',
          ...(c.appRank > 0 ? {} : { itemStyle: { areaColor: OFF_CHART_COLOR } }),
          countryName: c.countryName,
          appRank: c.appRank,
        })),
      },
    ],
  };
}
