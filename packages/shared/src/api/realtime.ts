/** The websocket channels of /api/ws and what each carries (the realtime module). */
export {};
