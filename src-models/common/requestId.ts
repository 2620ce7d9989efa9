/** A fresh id for a request: its answer is matched to it (a save, a delete), and a repeat of it is recognised. */
export { nanoid as newRequestId } from '@reduxjs/toolkit';
