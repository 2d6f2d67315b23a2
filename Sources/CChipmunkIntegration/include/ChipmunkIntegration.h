// How Physics makes its items' Chipmunk bodies and shapes and integrates them, in C because
// it reads and writes their fields directly. Debian's Chipmunk is a debug build, and its own
// steps check the whole body twice per position update and once per velocity update: at
// 1,000 colliding squares that was a ninth of every world step.
#ifndef CHIPMUNK_INTEGRATION_H
#define CHIPMUNK_INTEGRATION_H

struct cpBody;
struct cpShape;

/// A new item: a body of `mass` and `moment` with a box shape of `width` by `height`
/// centred on it, allocated side by side with the other items' in slabs of 64, so a world
/// step walks bodies and shapes through memory mostly in order rather than across the heap
/// (on the 1,000-square benchmark a step takes about 12 % less time). NULL when memory runs
/// out.
///
/// Its user data is four doubles, all 1 (no decay) to begin with, that its velocity update
/// reads: the linear and angular velocity kept over a step, then the factors that scale the
/// force and the torque before they are applied. That update is Chipmunk's own
/// (v·damping + (g + f/m)·dt, forces then cleared, kinematic bodies left alone) with those
/// decays in place of the space's damping. Under resistance k a body holds its velocity's
/// mean over the coming step, and a steady acceleration a adds a·dt·mean to the velocity
/// over a step (so a pulled item tends to a/k): that is a·dt·mean² to the mean the body
/// holds, hence the squared factors. Its position update is Chipmunk's own. Neither makes
/// the debug build's checks.
struct cpBody *MLItemNew(double mass, double moment, double width, double height);

/// The box shape of an item made by `MLItemNew`.
struct cpShape *MLItemShape(struct cpBody *body);

/// Destroys an item made by `MLItemNew` (out of any space) and returns its place for reuse.
/// Slabs are kept, so memory stays at the most items alive at once.
void MLItemFree(struct cpBody *body);

/// Runs a body's own velocity update (an item's, or Chipmunk's default), as a world step
/// does, with gravity (`gx`, `gy`). For the tests that hold the items' updates against
/// Chipmunk's own, so an upgrade that moves the fields they read fails loudly.
void MLBodyUpdateVelocity(struct cpBody *body, double gx, double gy, double damping, double dt);

/// Runs a body's own position update, as a world step does. For the same tests.
void MLBodyUpdatePosition(struct cpBody *body, double dt);

/// The linked Chipmunk's version, "7.0.3" (its cpVersionString, read through a function so
/// Swift sees no shared mutable state).
const char *MLChipmunkVersion(void);

#endif
