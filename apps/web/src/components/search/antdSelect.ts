// antd's Select as a module of its own, so DeferredSelect can fetch it when a selector is first opened.
export { Select as default } from 'antd';
