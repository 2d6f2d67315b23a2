// The same arithmetic in the same order on every machine: no fused multiply-adds, here or
// in Chipmunk's inline helpers.
#pragma STDC FP_CONTRACT OFF

#include "ChipmunkIntegration.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_structs.h>

static void itemVelocityUpdate(cpBody *body, cpVect gravity, cpFloat damping, cpFloat dt) {
    (void)damping;
    // Kinematic (and static) bodies have infinite mass and are not integrated. Items always
    // have a positive mass and moment (Physics clamps density); the check stands in for the
    // debug build's assertion, which would abort.
    if (body->m == INFINITY || !(body->m > 0) || !(body->i > 0)) return;
    const double *decay = body->userData;
    const double linear = decay[0], angular = decay[1];
    const cpVect f = cpvmult(body->f, decay[2]);
    const cpFloat t = body->t * decay[3];
    body->v = cpvadd(cpvmult(body->v, linear), cpvmult(cpvadd(gravity, cpvmult(f, body->m_inv)), dt));
    body->w = body->w * angular + t * body->i_inv * dt;
    body->f = cpvzero;
    body->t = 0;
}

static void itemPositionUpdate(cpBody *body, cpFloat dt) {
    const cpVect p = body->p = cpvadd(body->p, cpvmult(cpvadd(body->v, body->v_bias), dt));
    const cpFloat a = body->a = body->a + (body->w + body->w_bias) * dt;
    const cpVect rot = cpvforangle(a), c = body->cog;
    body->transform = cpTransformNewTranspose(
        rot.x, -rot.y, p.x - (c.x * rot.x - c.y * rot.y),
        rot.y, rot.x, p.y - (c.x * rot.y + c.y * rot.x));
    body->v_bias = cpvzero;
    body->w_bias = 0;
}

// MARK: Item slabs

// One item's body and shape, in whole cache lines; a free one links to the next.
typedef union ItemSlot {
    struct {
        _Alignas(64) cpBody body;
        double decay[4];  // the body's user data, in its last cache line
        cpPolyShape shape;
    } item;
    union ItemSlot *nextFree;
} ItemSlot;

_Static_assert(sizeof(ItemSlot) % 64 == 0, "an item slot fills whole cache lines");

enum { slotsPerSlab = 64 };

static pthread_mutex_t slabLock = PTHREAD_MUTEX_INITIALIZER;
static ItemSlot *freeSlots;

// A free slot, taking a new slab when none is left. The lock is held.
static ItemSlot *takeSlot(void) {
    if (freeSlots == NULL) {
        ItemSlot *slab = aligned_alloc(64, sizeof(ItemSlot) * slotsPerSlab);
        if (slab == NULL) return NULL;
        // Pushed last to first, so a run of new items takes the slab in order.
        for (int i = slotsPerSlab - 1; i >= 0; i--) {
            slab[i].nextFree = freeSlots;
            freeSlots = &slab[i];
        }
    }
    ItemSlot *slot = freeSlots;
    freeSlots = slot->nextFree;
    return slot;
}

struct cpBody *MLItemNew(double mass, double moment, double width, double height) {
    pthread_mutex_lock(&slabLock);
    ItemSlot *slot = takeSlot();
    pthread_mutex_unlock(&slabLock);
    if (slot == NULL) return NULL;
    memset(slot, 0, sizeof *slot);  // as cpBodyNew's calloc
    cpBody *body = cpBodyInit(&slot->item.body, mass, moment);
    cpBoxShapeInit(&slot->item.shape, body, width, height, 0);
    for (int i = 0; i < 4; i++) slot->item.decay[i] = 1;
    cpBodySetUserData(body, slot->item.decay);
    cpBodySetVelocityUpdateFunc(body, itemVelocityUpdate);
    cpBodySetPositionUpdateFunc(body, itemPositionUpdate);
    return body;
}

struct cpShape *MLItemShape(struct cpBody *body) {
    return (cpShape *)&((ItemSlot *)body)->item.shape;
}

void MLItemFree(struct cpBody *body) {
    ItemSlot *slot = (ItemSlot *)body;
    cpShapeDestroy((cpShape *)&slot->item.shape);
    cpBodyDestroy(body);
    pthread_mutex_lock(&slabLock);
    slot->nextFree = freeSlots;
    freeSlots = slot;
    pthread_mutex_unlock(&slabLock);
}

// MARK: Tests

void MLBodyUpdateVelocity(struct cpBody *body, double gx, double gy, double damping, double dt) {
    body->velocity_func(body, cpv(gx, gy), damping, dt);
}

void MLBodyUpdatePosition(struct cpBody *body, double dt) {
    body->position_func(body, dt);
}

const char *MLChipmunkVersion(void) {
    return cpVersionString;
}
