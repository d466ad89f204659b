/**
 * Jest's last hook, in the main process: after it nothing of ours should keep node alive. If a test left
 * a socket, timer or server open, say so and fail the run, rather than hang CI until its time limit
 * (which --forceExit would hide).
 */
module.exports = async function exitWatchdog() {
  setTimeout(() => {
    console.error('Jest was still running 10 s after the last test: a test left a handle open (find it with --detectOpenHandles).');
    process.exit(1);
  }, 10_000).unref();
};
