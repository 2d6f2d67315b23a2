#include "ChipmunkIntegration.h"

#include <math.h>
#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_structs.h>

// The same arithmetic in the same order on every machine: no fused multiply-adds.
#pragma STDC FP_CONTRACT OFF

static void itemVelocityUpdate(cpBody *body, cpVect gravity, cpFloat damping, cpFloat dt) {
    (void)damping;
    // Kinematic (and static) bodies have infinite mass and are not integrated.
    if (body->m == INFINITY || !(body->m > 0) || !(body->i > 0)) return;
    const double *decay = body->userData;
    if (decay == NULL) return;
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

void MLSetItemIntegration(struct cpBody *body) {
    cpBodySetVelocityUpdateFunc(body, itemVelocityUpdate);
    cpBodySetPositionUpdateFunc(body, itemPositionUpdate);
}
