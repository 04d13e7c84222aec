/** The two photo tables, one per kind of thread (bugs, tasks): what a thread's spec names as its photos. */
export type AttachmentTable = 'bug_photos' | 'task_photos';
