/*
 * What the pages take of the care feature, from one module: the four pages that show care parts then share
 * one chunk of it rather than a chunk per combination of parts, and every chunk's name is a line of the
 * first paint's preload map (the 170 KB gzip budget).
 */
export { GroupCare, RoomCare } from './components/room-care';
export { RoomEntries } from './components/room-entries';
export { RunFeedingSection } from './components/run-feeding-section';
