/** The market's boards in the contract's shapes: hot search groups and monthly tops (Home and the market pages). */
import type { HotSearchGroup, MonthlyItem } from '@bangyan/contract';
import type { HotSearchBlock, MonthlyTopEntry } from '@bangyan/market';

/** A hot search group as the contract has it (spec 3 'Hot search group'). */
export function hotSearchGroupItem(g: HotSearchBlock): HotSearchGroup {
  return {
    updateTimeStr: g.updateTimeStr,
    keywordList: g.keywordList.map((k) => ({ keyword: k.keyword, priority: Math.round(k.priority) })),
    appList: g.apps.map((a) => ({
      app: String(a.appId),
      appDetail: { artworkUrl60: a.iconUrl, trackName: a.name, subtitle: a.subtitle },
    })),
  };
}

/** A monthly top entry as the contract has it (spec 3 'Monthly ranking response' item). */
export function monthlyItem(e: MonthlyTopEntry): MonthlyItem {
  return {
    rank: e.rank,
    appId: String(e.appId),
    trackName: e.name,
    artistName: e.developerName,
    artworkUrl60: e.iconUrl,
    monthTotal: e.total,
    preRank: e.previousRank,
    rankChange: e.change,
  };
}
