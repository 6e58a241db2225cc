// antd's Popover as a module of its own, fetched after the first paint (lib/deferred.ts).
export { Popover } from 'antd';
