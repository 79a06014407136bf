import { layoutGraph, type LayoutInput } from './layoutGraph';

// Laying out a thousand steps takes seconds: here, off the main thread, typing never waits.
self.onmessage = (event: MessageEvent<LayoutInput>) => {
  self.postMessage(layoutGraph(event.data));
};
